import { ChartLine, ChevronLeft, ChevronRight, Compass, Gauge, Globe, Link2, MapPin, Palette, PenLine, Check, Hand } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ServiceCard, ServiceIcon } from '#shared/pricing/services';
import { clsx as cn } from 'clsx';
import { useFirstTap } from '#client/lib/first-tap';

const ICONS: Record<ServiceIcon, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  globe: Globe,
  palette: Palette,
  'map-pin': MapPin,
  'pen-line': PenLine,
  gauge: Gauge,
  link: Link2,
  chart: ChartLine,
  compass: Compass,
};

/**
 * Services carousel (spec §2): CSS scroll-snap track; on desktop previous/next buttons disabled
 * at the scroll limits; on mobile a swipe hint and one dot per card. The track is focusable, so
 * the arrow keys scroll it.
 */
export function ServicesCarousel({ services }: { services: readonly ServiceCard[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const [active, setActive] = useState(0);
  // Arrows and dots tapped before the carousel has hydrated move it once it has.
  const firstTap = useFirstTap();

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft >= max - 2 });
    const first = el.firstElementChild as HTMLElement | null;
    const step = first ? first.offsetWidth + parseFloat(getComputedStyle(el).columnGap || '0') : el.clientWidth;
    setActive(Math.min(services.length - 1, Math.round(el.scrollLeft / Math.max(step, 1))));
  }, [services.length]);

  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);

  const scrollByCards = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };

  const scrollToCard = (index: number) => {
    const card = track.current?.children[index] as HTMLElement | undefined;
    if (card && track.current) track.current.scrollTo({ left: card.offsetLeft - track.current.offsetLeft, behavior: 'smooth' });
  };

  return (
    <div className="relative">
      <div data-js-only="" className="mb-4 hidden justify-end gap-2 md:flex">
        <button
          type="button"
          {...firstTap.click}
          onClick={() => scrollByCards(-1)}
          disabled={edges.start}
          aria-label="Services précédents"
          className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          {...firstTap.click}
          onClick={() => scrollByCards(1)}
          disabled={edges.end}
          aria-label="Services suivants"
          className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <ul
        ref={track}
        onScroll={update}
        tabIndex={0}
        aria-label="Nos 8 services"
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-6 overflow-x-auto scroll-smooth px-4 pb-4 [scrollbar-width:none] focus-visible:outline-2 md:mx-0 md:scroll-px-0 md:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {services.map((service) => {
          const Icon = ICONS[service.icon];
          return (
            <li
              key={service.id}
              className="flex w-[85%] shrink-0 snap-start flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900">{service.title}</h3>
              <p className="mt-2 text-slate-600">{service.description}</p>
              <ul className="mt-4 grid gap-2 text-sm text-slate-700">
                {service.features.map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                    {f}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <div className="mt-2 md:hidden">
        <p className="flex items-center justify-center gap-2 text-sm text-slate-500">
          <Hand aria-hidden className="size-4" /> Faites glisser pour voir nos 8 services
        </p>
        <div data-js-only="" className="mt-3 flex justify-center gap-1">
          {services.map((service, i) => (
            <button
              key={service.id}
              type="button"
              {...firstTap.click}
              onClick={() => scrollToCard(i)}
              aria-label={`Afficher le service ${i + 1} : ${service.title}`}
              aria-current={i === active ? 'true' : undefined}
              className="inline-flex size-6 cursor-pointer items-center justify-center"
            >
              <span className={cn('block h-2 rounded-full transition-all', i === active ? 'w-6 bg-brand-700' : 'w-2 bg-slate-300')} />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
