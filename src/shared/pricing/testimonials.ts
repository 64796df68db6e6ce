/**
 * Home page testimonials. The firms and people are fictional (names invented for the demo
 * site); the figures are plausible results, not real client data.
 */

export type Testimonial = {
  readonly name: string;
  readonly role: string;
  readonly firm: string;
  readonly city: string;
  readonly quote: string;
  readonly result: string;
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Maître Camille Lefort',
    role: 'Avocate en droit de la famille',
    firm: 'Cabinet Lefort (fictif)',
    city: 'Nantes',
    quote:
      "En huit mois, mon cabinet est passé de la deuxième page à la première position sur « avocat divorce Nantes ». Les demandes arrivent désormais chaque semaine.",
    result: '+240 % de demandes de contact',
  },
  {
    name: 'Maître Julien Aubry',
    role: 'Avocat pénaliste',
    firm: 'Aubry Défense (fictif)',
    city: 'Lyon',
    quote:
      "L'équipe comprend nos contraintes déontologiques. Le nouveau site est sobre, rapide, et les appels de garde à vue viennent maintenant de Google.",
    result: 'Top 3 Google Maps en 5 mois',
  },
  {
    name: 'Maître Sophie Marchal',
    role: 'Associée, droit des affaires',
    firm: 'Marchal & Associés (fictif)',
    city: 'Paris',
    quote:
      "Les articles publiés chaque mois nous ont apporté des dirigeants qualifiés. Le rapport mensuel montre clairement le retour sur investissement.",
    result: '×3 trafic organique en un an',
  },
];
