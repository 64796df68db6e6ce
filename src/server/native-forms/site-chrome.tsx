/**
 * The site's header and footer for the server pages (native form answers, booking pages), as
 * plain links: the same navigation as the page tree's SiteHeader and SiteFooter, without their
 * router or script. Below `lg` the menu is a `<details>` list, which opens without JavaScript.
 */
import { BOOKING_PATH } from '#shared/booking/format';
import { FOOTER_LANDING_LINKS, HEADER_LINKS, HEADER_SECTIONS, SITE } from '#shared/site/brand';
import { buttonClassNames } from '#client/ui/button-variants';

const MENU = [
  ...HEADER_SECTIONS.filter((s) => s.id !== 'contact').map((s) => ({ label: s.label, href: `/#${s.id}` })),
  ...HEADER_LINKS.map((l) => ({ label: l.label, href: l.href })),
  { label: 'Rendez-vous', href: BOOKING_PATH },
  ...HEADER_SECTIONS.filter((s) => s.id === 'contact').map((s) => ({ label: s.label, href: `/#${s.id}` })),
];

const RESOURCES = [
  { href: '/blog', label: 'Blog' },
  { href: '/pricing', label: 'Tarifs' },
  { href: '/roi-calculator', label: 'Calculateur ROI' },
  { href: '/quiz', label: 'Quiz' },
  { href: '/pages-seo', label: 'Pages SEO' },
  { href: BOOKING_PATH, label: 'Prendre rendez-vous' },
  { href: '/sitemap', label: 'Plan du site' },
];

const DESKTOP_LINK = 'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 xl:px-3';
const MOBILE_LINK = 'flex items-center rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';
const FOOTER_LINK = 'rounded-sm text-sm text-slate-300 hover:text-white';

function Brand({ dark = false }: { dark?: boolean }) {
  return (
    <a href="/" className={`font-serif text-xl font-bold tracking-tight ${dark ? 'text-white' : 'text-navy-950'}`}>
      {SITE.brand}
    </a>
  );
}

export function StaticSiteHeader({ current }: { current: string }) {
  const link = (item: { label: string; href: string }, className: string) => (
    <a href={item.href} className={className} aria-current={item.href === current ? 'page' : undefined}>
      {item.label}
    </a>
  );
  return (
    <header className="relative border-b border-slate-200/80 bg-white">
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 sm:px-6 lg:px-8">
        <Brand />
        <nav aria-label="Navigation principale" className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {MENU.map((item) => (
              <li key={item.href}>{link(item, DESKTOP_LINK)}</li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a href="/#contact" className={buttonClassNames({ variant: 'primary', size: 'md', className: 'max-sm:hidden' })}>
            Audit gratuit
          </a>
          <details className="group lg:hidden">
            <summary className="flex min-h-10 cursor-pointer list-none items-center rounded-lg px-3 font-medium text-slate-800 hover:bg-slate-100">Menu</summary>
            <nav aria-label="Navigation mobile" className="absolute inset-x-0 z-40 mt-3 border-t border-slate-200 bg-white px-4 pt-3 pb-5 shadow-lg">
              <ul className="grid gap-1">
                {MENU.map((item) => (
                  <li key={item.href}>{link(item, MOBILE_LINK)}</li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

export function StaticSiteFooter() {
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-12 pb-8 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <Brand dark />
          <ul className="mt-4 grid gap-3 text-sm">
            <li>
              <a href={SITE.phoneHref} className={FOOTER_LINK}>
                {SITE.phone}
              </a>
            </li>
            <li>
              <a href={SITE.emailHref} className={`break-all ${FOOTER_LINK}`}>
                {SITE.email}
              </a>
            </li>
            <li className="text-slate-400">{SITE.claims.hours}</li>
          </ul>
        </div>
        <FooterLinks id="footer-landing-heading" title="Pages SEO locales" links={FOOTER_LANDING_LINKS} />
        <FooterLinks id="footer-resources-heading" title="Ressources" links={RESOURCES} />
        <p className="text-sm text-slate-400 md:col-span-3">
          © {new Date().getFullYear()} {SITE.brand}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}

/** One titled column of footer links. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className={FOOTER_LINK}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
