import { Link } from '@tanstack/react-router';
import { Clock, Mail, Phone, Scale, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { FOOTER_LANDING_LINKS, LEGAL_LINKS, SITE, type SocialIcon } from '#shared/site/brand';
import { Facebook, Instagram, Linkedin, Twitter } from '#client/ui/brand-icons';

/**
 * Site footer (spec §2 "Footer"): brand and contact details, the local SEO landing pages,
 * resources (site map, admin area), then the legal row and social icons — both placeholders
 * without target, so they render as `<a>` without href, marked `aria-disabled`.
 */

const SOCIAL_ICONS: Record<SocialIcon, LucideIcon> = {
  linkedin: Linkedin,
  facebook: Facebook,
  twitter: Twitter,
  instagram: Instagram,
};

const HEADING = 'text-sm font-semibold tracking-wider text-white uppercase';
const LINK = 'rounded-sm text-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-gold-400';

const RESOURCE_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/pricing', label: 'Tarifs' },
  { to: '/roi-calculator', label: 'Calculateur ROI' },
  { to: '/quiz', label: 'Quiz' },
  { to: '/pages-seo', label: 'Pages SEO' },
  { to: '/sitemap', label: 'Plan du site' },
  { to: '/admin/auth', label: 'Espace administrateur' },
] as const;

function ResourceLinks() {
  return (
    <ul className="mt-4 grid gap-3">
      {RESOURCE_LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={LINK}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { claims } = SITE;
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8 lg:pt-16">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-12 lg:gap-12">
          <div className="md:col-span-2 lg:col-span-4">
            <Link to="/" className="inline-flex items-center gap-2.5 rounded-md focus-visible:outline-gold-400">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-lg bg-white/10 text-gold-400 ring-1 ring-white/15"
              >
                <Scale className="size-5" />
              </span>
              <span className="font-serif text-xl font-bold tracking-tight text-white">{SITE.brand}</span>
            </Link>
            <p className="mt-4 max-w-md text-sm leading-relaxed text-slate-400">
              Agence de référencement et de création de sites dédiée aux avocats et aux cabinets :
              SEO local, contenus juridiques et web design, dans le respect de la déontologie de la
              profession.
            </p>
            <p className="mt-4 flex items-start gap-2 text-sm text-slate-300">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-gold-400" aria-hidden="true" />
              <span>
                Plus de {claims.firmsServed} cabinets accompagnés depuis {claims.since}
              </span>
            </p>
            <ul className="mt-6 grid gap-3 text-sm">
              <li>
                <a href={SITE.phoneHref} className={`inline-flex items-center gap-2 ${LINK}`}>
                  <Phone className="size-4 shrink-0 text-gold-400" aria-hidden="true" />
                  {SITE.phone}
                </a>
              </li>
              <li>
                <a href={SITE.emailHref} className={`inline-flex items-center gap-2 break-all ${LINK}`}>
                  <Mail className="size-4 shrink-0 text-gold-400" aria-hidden="true" />
                  {SITE.email}
                </a>
              </li>
              <li className="flex items-start gap-2 text-slate-400">
                <Clock className="mt-0.5 size-4 shrink-0 text-gold-400" aria-hidden="true" />
                <span>{claims.hours}</span>
              </li>
            </ul>
          </div>

          <nav aria-labelledby="footer-landing-heading" className="lg:col-span-5">
            <h2 id="footer-landing-heading" className={HEADING}>
              Pages SEO locales
            </h2>
            <ul className="mt-4 sm:columns-2 sm:gap-x-6">
              {FOOTER_LANDING_LINKS.map((link) => (
                <li key={link.href} className="mb-3 break-inside-avoid">
                  <a href={link.href} className={LINK}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-resources-heading" className="lg:col-span-3">
            <h2 id="footer-resources-heading" className={HEADING}>
              Ressources
            </h2>
            <ResourceLinks />
          </nav>
        </div>

        <div className="mt-12 flex flex-col gap-6 border-t border-white/10 pt-8 lg:flex-row lg:items-center lg:justify-between">
          <p className="text-sm text-slate-400">
            © {year} {SITE.brand}. Tous droits réservés.
          </p>
          <ul aria-label="Informations légales" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {LEGAL_LINKS.map((link) => (
              <li key={link.label}>
                <a role="link" aria-disabled="true" className="cursor-default text-slate-400">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <ul aria-label="Réseaux sociaux" className="flex gap-3">
            {SITE.social.map((social) => {
              const Icon = SOCIAL_ICONS[social.icon];
              return (
                <li key={social.icon}>
                  <a
                    role="link"
                    aria-disabled="true"
                    aria-label={social.name}
                    title={social.name}
                    className="flex size-9 cursor-default items-center justify-center rounded-full bg-white/5 text-slate-300 ring-1 ring-white/10"
                  >
                    <Icon className="size-4" aria-hidden="true" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </footer>
  );
}
