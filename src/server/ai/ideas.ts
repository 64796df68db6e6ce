/** Offline topic ideas: seven French article ideas written from the practice type's profile. */
import type { GeneratorPracticeType } from '#shared/practice/areas';
import { PRACTICE_PROFILES } from './profiles';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function composeIdeas(practiceType: GeneratorPracticeType): string[] {
  const p = PRACTICE_PROFILES[practiceType];
  return [
    `SEO local : apparaître en tête sur « ${p.searches[0]} » dans votre ville`,
    p.ideas[0],
    `${cap(p.question)} ? L’article qui répond à vos futurs clients`,
    `Avis clients en ${p.name} : développer sa réputation en ligne dans le respect de la déontologie`,
    p.ideas[1],
    `Site d’${p.lawyer} : les pages indispensables pour transformer les visiteurs en rendez-vous`,
    `« ${cap(p.searches[2])} » : bâtir une stratégie de contenu autour des recherches de vos clients`,
  ];
}
