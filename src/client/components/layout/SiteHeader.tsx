import { Link, useRouterState } from '@tanstack/react-router';
import { Menu, Phone, Scale, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { HEADER_LINKS, HEADER_SECTIONS, SITE, type NavLink, type SectionLink } from '#shared/site/brand';
import { buttonClassNames } from '#client/ui/button-variants';
import { useFirstTap } from '#client/lib/first-tap';

/**
 * Site header (spec §2 "Header"): sticky; desktop menu from `lg`; burger menu below that, which
 * closes once a link is chosen, on Escape, on a click outside and whenever the location changes.
 * Section links point to `/#id` so they work from every page; the router scrolls to the anchor
 * (smoothly: `scroll-behavior: smooth` on <html>, `[id] { scroll-margin-top }` clears the header).
 */

type MenuItem = { kind: 'section'; link: SectionLink } | { kind: 'page'; link: NavLink };

/** Services, Outils gratuits, Témoignages, then the pages, Contact last. */
const MENU_ITEMS: readonly MenuItem[] = [
  ...HEADER_SECTIONS.filter((s) => s.id !== 'contact').map((link): MenuItem => ({ kind: 'section', link })),
  ...HEADER_LINKS.map((link): MenuItem => ({ kind: 'page', link })),
  ...HEADER_SECTIONS.filter((s) => s.id === 'contact').map((link): MenuItem => ({ kind: 'section', link })),
];

const SMOOTH_SCROLL: ScrollIntoViewOptions = { behavior: 'smooth', block: 'start' };

/**
 * Section links use `resetScroll={false}` (otherwise the router's scroll-to-top fights the hash
 * scroll), and the router does not scroll when the link's location is already the current one
 * (`/#outils` clicked again after scrolling away): scroll to the section ourselves in that case.
 */
function scrollIfSameSection(id: string) {
  if (window.location.pathname === '/' && window.location.hash === `#${id}`) {
    document.getElementById(id)?.scrollIntoView(SMOOTH_SCROLL);
  }
}

const DESKTOP_LINK =
  'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-800 xl:px-3';
const DESKTOP_ACTIVE = 'bg-brand-50 text-brand-800 hover:bg-brand-50';
const MOBILE_LINK =
  'flex items-center rounded-lg px-3 py-3 text-base font-medium text-slate-800 transition-colors hover:bg-slate-100 hover:text-brand-800';
const MOBILE_ACTIVE = 'bg-brand-50 text-brand-800 hover:bg-brand-50';

function MenuLink({
  item,
  className,
  activeClassName,
  onNavigate,
  reloadDocument = false,
}: {
  item: MenuItem;
  className: string;
  activeClassName: string;
  onNavigate?: () => void;
  reloadDocument?: boolean;
}) {
  if (item.kind === 'section') {
    return (
      <Link
        to="/"
        hash={item.link.id}
        reloadDocument={reloadDocument}
        hashScrollIntoView={SMOOTH_SCROLL}
        resetScroll={false}
        activeOptions={{ exact: true, includeHash: true }}
        className={className}
        onClick={() => {
          scrollIfSameSection(item.link.id);
          onNavigate?.();
        }}
      >
        {item.link.label}
      </Link>
    );
  }
  return (
    <Link
      to={item.link.href}
      className={className}
      activeProps={{ className: activeClassName }}
      onClick={onNavigate}
    >
      {item.link.label}
    </Link>
  );
}

function BrandLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="group flex shrink-0 items-center gap-2.5 rounded-md"
    >
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-lg bg-gradient-to-br from-brand-800 to-navy-950 text-gold-400 shadow-sm"
      >
        <Scale className="size-5" strokeWidth={2} />
      </span>
      <span className="font-serif text-xl font-bold tracking-tight text-navy-950">
        Avocat <span className="text-brand-700">Visible</span>
      </span>
    </Link>
  );
}

export function SiteHeader() {
  const panelId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const href = useRouterState({ select: (s) => s.location.href });
  // From another page, the phone menu's section links load the home page's HTML (cached, drawn at
  // once) rather than wait for its code and data on a slow connection.
  const awayFromHome = useRouterState({ select: (s) => s.location.pathname !== '/' });
  // The menu is open for the location it was opened at: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === href;
  const close = () => setOpenAt(null);
  // A tap on the burger before the header has hydrated opens the menu once it has.
  const firstTap = useFirstTap();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        burgerRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <header
      ref={headerRef}
      data-noscript-static=""
      className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 shadow-[0_1px_3px_rgb(15_23_42/0.04)] backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo onNavigate={close} />

        <nav aria-label="Navigation principale" className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {MENU_ITEMS.map((item) => (
              <li key={item.link.label}>
                <MenuLink item={item} className={DESKTOP_LINK} activeClassName={DESKTOP_ACTIVE} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <Link
            to="/"
            hash="contact"
            hashScrollIntoView={SMOOTH_SCROLL}
            resetScroll={false}
            onClick={() => scrollIfSameSection('contact')}
            className={buttonClassNames({ variant: 'primary', size: 'md', className: 'max-sm:hidden' })}
          >
            Audit gratuit
          </Link>
          <button
            ref={burgerRef}
            type="button"
            data-js-only=""
            {...firstTap.click}
            className="inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-slate-800 transition-colors hover:bg-slate-100 lg:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}
            onClick={() => setOpenAt(open ? null : href)}
          >
            {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>

      <div
        id={panelId}
        hidden={!open}
        data-noscript-open=""
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg lg:hidden"
      >
        <nav aria-label="Navigation mobile" className="mx-auto max-w-7xl px-4 pt-3 pb-5 sm:px-6">
          <ul className="grid gap-1">
            {MENU_ITEMS.map((item) => (
              <li key={item.link.label}>
                <MenuLink item={item} className={MOBILE_LINK} activeClassName={MOBILE_ACTIVE} onNavigate={close} reloadDocument={awayFromHome} />
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-3 border-t border-slate-200 pt-4">
            <Link
              to="/"
              hash="contact"
              hashScrollIntoView={SMOOTH_SCROLL}
              resetScroll={false}
              reloadDocument={awayFromHome}
              onClick={() => {
                scrollIfSameSection('contact');
                close();
              }}
              className={buttonClassNames({ variant: 'primary', size: 'lg', className: 'w-full' })}
            >
              Audit gratuit
            </Link>
            <a
              href={SITE.phoneHref}
              className="flex items-center justify-center gap-2 rounded-lg py-2 text-sm font-medium text-slate-600 hover:text-brand-800"
            >
              <Phone className="size-4" aria-hidden="true" />
              {SITE.phone}
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
