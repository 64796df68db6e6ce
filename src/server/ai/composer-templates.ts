/**
 * The offline composer's text: section headings, paragraphs and lists, written as functions of the
 * article's context (practice, topic, firm, tone) so every combination reads as its own article.
 * `composer.ts` assembles them to the requested length.
 */
import { SITE } from '#shared/site/brand';
import type { ArticleLength, Tone } from '#shared/practice/areas';
import type { PracticeProfile } from './profiles';
import type { FirmProfile, TopicProfile } from './topic-profiles';

export type Ctx = {
  p: PracticeProfile;
  tp: TopicProfile;
  f: FirmProfile;
  /** What the article is about: the admin's own subject or the topic. */
  subject: string;
  tone: Tone;
  /** The sentence written for the article's tone. */
  t: (variants: Record<Tone, string>) => string;
  /** One of the variants, chosen from the parameters (same parameters, same choice). */
  pick: <T>(variants: readonly T[], salt: number) => T;
};

export type Paragraph = (c: Ctx) => string;

export type Section = {
  heading: (c: Ctx) => string;
  /** Always written. */
  core: Paragraph[];
  /** A Markdown list written after the first core paragraph. */
  list?: (c: Ctx) => string[];
  ordered?: boolean;
  /** Added one by one, across sections, until the article is long enough. */
  extra: Paragraph[];
  /** Written only for these lengths (all when absent). */
  lengths?: readonly ArticleLength[];
};

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'de' before an infinitive, elided before a vowel: 'd’apparaître', 'de bâtir'. */
export const de = (text: string) => (/^[aeiouyéèêàâîôû]/i.test(text) ? `d’${text}` : `de ${text}`);

/** Sentence openers by tone, used in turn so two paragraphs rarely start alike. */
export const OPENERS: Record<Tone, readonly string[]> = {
  professionnel: ['Il convient de souligner que', 'Dans les faits,', 'Force est de constater que', 'En pratique,', 'Il est établi que'],
  accessible: ['Concrètement,', 'Vous le savez sans doute :', 'Pour faire simple,', 'Soyons clairs :', 'À noter :'],
  technique: ['Les données le confirment :', 'Les statistiques sont claires :', 'À l’analyse,', 'Sur le terrain,', 'Chiffres à l’appui,'],
};


export const INTRO: Record<Tone, Paragraph[]> = {
  professionnel: [
    (c) =>
      `Le développement d’un cabinet en ${c.p.name} repose désormais largement sur sa visibilité en ligne. ` +
      `Cet article examine « ${c.subject} » et propose une méthode structurée, adaptée à ${c.f.name}.`,
    (c) =>
      `Vous y trouverez les enjeux, les actions prioritaires, les erreurs à éviter et les indicateurs à suivre pour ${c.tp.goal}.`,
  ],
  accessible: [
    (c) =>
      `Vous êtes ${c.p.lawyer} et vous vous demandez comment attirer davantage de clients grâce à internet ? ` +
      `Vous êtes au bon endroit : parlons ensemble de « ${c.subject} », simplement et sans jargon.`,
    (c) =>
      `Ces conseils tiennent compte de la réalité d’${c.f.name} et peuvent être appliqués dès cette semaine.`,
  ],
  technique: [
    (c) =>
      `Ce guide détaille, pour ${c.p.lawyer}, la mise en œuvre de « ${c.subject} » : enjeux de recherche, leviers techniques, ` +
      `méthode de déploiement et indicateurs de performance.`,
    (c) =>
      `Il s’adresse à ${c.f.name} et part des requêtes réellement saisies par les clients, comme « ${c.p.searches[0]} ».`,
  ],
};

export const CONCLUSION: Record<Tone, Paragraph> = {
  professionnel: (c) =>
    `En définitive, ${c.tp.name} constitue pour ${c.p.lawyer} un levier durable de développement. ` +
    `Une démarche méthodique, respectueuse de la déontologie et mesurée dans le temps, permet ${de(c.tp.goal)}.`,
  accessible: (c) =>
    `Pour résumer : ${c.tp.name}, ce n’est pas réservé aux grands cabinets. ` +
    `Avec un peu de méthode et de régularité, vous pouvez vous aussi ${c.tp.goal}.`,
  technique: (c) =>
    `En synthèse, la performance de ${c.tp.name} repose sur trois piliers : des pages alignées sur les intentions de recherche, ` +
    `une exécution technique irréprochable et un suivi chiffré. Ensemble, ils permettent ${de(c.tp.goal)}.`,
};

export const CALL_TO_ACTION: Record<Tone, Paragraph> = {
  professionnel: (c) =>
    `**Vous souhaitez mettre en œuvre cette démarche pour votre cabinet en ${c.p.name} ?** ` +
    `L’équipe ${SITE.brand} vous propose un audit de votre présence en ligne : appelez-nous au ${SITE.phone} ` +
    `ou [estimez le retour sur investissement de votre visibilité](/roi-calculator).`,
  accessible: (c) =>
    `**Envie d’être accompagné ?** L’équipe ${SITE.brand} connaît bien les cabinets en ${c.p.name}. ` +
    `Appelez-nous au ${SITE.phone} ou [faites le test de visibilité de votre cabinet](/quiz) : c’est rapide et gratuit.`,
  technique: (c) =>
    `**Besoin d’un diagnostic précis ?** ${SITE.brand} réalise l’audit technique et sémantique de sites d’avocats en ${c.p.name}. ` +
    `Contactez-nous au ${SITE.phone} ou [calculez le retour sur investissement attendu](/roi-calculator).`,
};
