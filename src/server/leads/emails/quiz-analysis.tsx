/** The personalised analysis promised after the quiz: score, band text, one recommendation per answer that cost points. */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { QUIZ_BANDS } from '#shared/quiz/bands';
import { quizAdvice } from '#shared/quiz/analysis';
import { quizBand } from '#shared/quiz/band';
import { SITE } from '#shared/site/brand';
import { greetingName } from './contact-ack';
import { COLORS, EmailLayout, styles } from './layout';
import type { EmailPayload } from './types';

export function quizAnalysisSubject(score: number): string {
  return `Votre analyse de visibilité : ${score}/100 — Avocat Visible`;
}

export function QuizAnalysisEmail({ siteUrl, lead }: EmailPayload) {
  const score = lead.quizScore ?? 0;
  const band = QUIZ_BANDS[quizBand(score)];
  const advice = quizAdvice(lead.quizAnswers ?? []);
  return (
    <EmailLayout preview={`Votre score : ${score}/100. ${band.title}.`} siteUrl={siteUrl} audience="visitor">
      <Heading as="h1" style={styles.heading}>
        Votre analyse de visibilité en ligne
      </Heading>
      <Text style={styles.paragraph}>{greetingName(lead.firstName)}</Text>
      <Text style={styles.paragraph}>Voici l’analyse personnalisée de vos réponses au quiz {SITE.brand}.</Text>
      <Section style={{ backgroundColor: '#eef4ff', borderRadius: '10px', padding: '16px 20px', margin: '8px 0 16px' }}>
        <Text style={{ margin: 0, fontSize: '32px', fontWeight: 700, color: COLORS.brandDark }}>{score}/100</Text>
        <Text style={{ margin: '4px 0 0', fontSize: '16px', fontWeight: 700, color: COLORS.navy }}>{band.title}</Text>
        <Text style={{ ...styles.paragraph, margin: '8px 0 0' }}>{band.text}</Text>
      </Section>
      {advice.length > 0 ? (
        <>
          <Heading as="h2" style={styles.subheading}>
            Nos recommandations
          </Heading>
          {advice.map((item) => (
            <Section key={item.questionId} style={{ margin: '0 0 16px' }}>
              <Text style={{ ...styles.paragraph, margin: '0 0 4px', fontWeight: 700 }}>{item.title}</Text>
              <Text style={{ ...styles.small, margin: '0 0 4px' }}>Votre réponse : {item.answer}</Text>
              <Text style={styles.paragraph}>{item.text}</Text>
            </Section>
          ))}
        </>
      ) : (
        <Text style={styles.paragraph}>Vos réponses sont excellentes : continuez ainsi, et mesurez vos résultats chaque mois.</Text>
      )}
      <Text style={styles.paragraph}>
        Pour aller plus loin, notre audit SEO gratuit analyse votre site en une minute et vous dit quoi corriger en premier.
      </Text>
      <Section style={{ margin: '8px 0 4px' }}>
        <Button href={`${siteUrl}/#outils`} style={styles.button}>
          Réserver mon audit SEO gratuit
        </Button>
      </Section>
    </EmailLayout>
  );
}
