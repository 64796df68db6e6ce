import { Award, CalendarClock, Clock, Mail, Phone, Quote, Scale, ShieldCheck, TrendingUp, Users } from 'lucide-react';
import { TESTIMONIALS } from '#shared/pricing/testimonials';
import { SITE } from '#shared/site/brand';
import { BOOKING_PATH } from '#shared/booking/format';
import { SectionHeading } from './HomeHero';

export function TestimonialsSection() {
  return (
    <section id="temoignages" aria-labelledby="temoignages-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="temoignages-title"
          eyebrow="Témoignages"
          title="Ils ont choisi Avocat Visible"
          intro={`${SITE.claims.firmsServedText} et ${SITE.claims.satisfaction} de clients satisfaits.`}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <figure key={t.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Quote aria-hidden className="size-8 text-brand-200" />
              <blockquote className="mt-3 flex-1 text-slate-700">« {t.quote} »</blockquote>
              <p className="mt-4 inline-flex w-fit items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
                <TrendingUp aria-hidden className="size-4" /> {t.result}
              </p>
              <figcaption className="mt-4 border-t border-slate-100 pt-4">
                <p className="font-semibold text-slate-900">{t.name}</p>
                <p className="text-sm text-slate-600">
                  {t.role} · {t.firm}, {t.city}
                </p>
              </figcaption>
            </figure>
          ))}
        </div>
        <p className="mt-6 text-center text-xs text-slate-500">
          Témoignages illustratifs : les cabinets et les personnes cités sont fictifs.
        </p>
      </div>
    </section>
  );
}

const ABOUT_POINTS = [
  { icon: Scale, title: 'Déontologie respectée', text: 'Sites et contenus conformes aux règles de la profession d’avocat : ni démarchage, ni promesse de résultat.' },
  { icon: Users, title: `${SITE.claims.firmsServed}+ cabinets`, text: `${SITE.claims.sinceText} : indépendants, cabinets de groupe et structures de plus de 20 avocats.` },
  { icon: Award, title: `${SITE.claims.visibilityGain} de visibilité`, text: 'Gain moyen de visibilité constaté chez nos clients après un an d’accompagnement.' },
  { icon: ShieldCheck, title: 'Hébergement sécurisé inclus', text: 'Nom de domaine, certificat HTTPS et hébergement sécurisé compris dans toutes les offres.' },
] as const;

export function AboutSection() {
  return (
    <section id="a-propos" aria-labelledby="a-propos-title" className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:py-20 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">À propos</p>
          <h2 id="a-propos-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Une agence qui ne travaille qu’avec des avocats
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Depuis {SITE.claims.since}, {SITE.brand} aide les avocats à être trouvés par les justiciables qui les
            cherchent. Consultants SEO, développeurs et juristes rédacteurs travaillent ensemble sur chaque cabinet,
            avec une obsession : des demandes de contact qualifiées, dans le respect des règles de la profession.
          </p>
          <p className="mt-4 text-slate-600">
            Un audit SEO gratuit pour commencer, une réponse sous {SITE.claims.responseTime}, puis un plan d’action
            clair et chiffré.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {ABOUT_POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Icon aria-hidden className="size-6 text-brand-700" />
              <h3 className="mt-3 font-bold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ContactDetails() {
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-gold-400 uppercase">Contact</p>
      <h2 id="contact-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        Demandez votre audit SEO gratuit
      </h2>
      <p className="mt-4 text-lg text-brand-100">
        Parlez-nous de votre cabinet et de vos objectifs : un consultant vous répond sous {SITE.claims.responseTime}.
      </p>
      <ul className="mt-8 grid gap-4 text-brand-50">
        <li className="flex items-center gap-3">
          <Phone aria-hidden className="size-5 text-gold-400" />
          <a href={SITE.phoneHref} className="font-semibold hover:underline">
            {SITE.phone}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Mail aria-hidden className="size-5 text-gold-400" />
          <a href={SITE.emailHref} className="font-semibold hover:underline">
            {SITE.email}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <CalendarClock aria-hidden className="size-5 text-gold-400" />
          {SITE.claims.hours}
        </li>
        <li className="flex items-center gap-3">
          <Clock aria-hidden className="size-5 text-gold-400" />
          Réponse sous {SITE.claims.responseTime}
        </li>
      </ul>
      <p className="mt-8">
        <a href={BOOKING_PATH} className="inline-flex min-h-11 items-center rounded-lg bg-white/10 px-4 py-2 font-semibold text-white underline-offset-4 ring-1 ring-white/30 hover:underline">
          Réserver un appel : choisissez un créneau
        </a>
      </p>
    </div>
  );
}
