import { describe, expect, it } from 'vitest';
import { leadScore, specialtyOf } from '#shared/leads/score';

describe('leadScore (the lead desk priority score)', () => {
  it('a contact: practice area, phone, arrival on /pricing', () => {
    expect(leadScore({ practice: 'affaires', phone: '06 12 34 56 78', sourcePage: '/pricing' })).toEqual({
      score: 50,
      scoreFactors: [
        { label: 'Droit des affaires : dossier moyen 15 000 €', points: 20 },
        { label: 'Téléphone donné', points: 15 },
        { label: 'Venu de la page Tarifs', points: 15 },
      ],
    });
  });

  it('a quiz lead: the weaker the site, the more points', () => {
    expect(leadScore({ practice: 'Droit de la famille', quizScore: 20 })).toEqual({
      score: 25,
      scoreFactors: [
        { label: 'Droit de la famille : dossier moyen 3 500 €', points: 5 },
        { label: 'Visibilité au quiz : 20/100', points: 20 },
      ],
    });
    expect(leadScore({ practice: 'Droit de la famille', quizScore: 90 }).score).toBe(8);
    expect(leadScore({ quizScore: 100 })).toEqual({ score: 0, scoreFactors: [] });
  });

  it('an audit lead: its overall score, its specialization', () => {
    expect(leadScore({ practice: 'Droit pénal', auditScore: 35 })).toEqual({
      score: 26,
      scoreFactors: [
        { label: 'Droit pénal : dossier moyen 5 000 €', points: 10 },
        { label: 'Score de l’audit : 35/100', points: 16 },
      ],
    });
  });

  it('a booking: phone, booked call, arrival on the ROI calculator', () => {
    expect(leadScore({ phone: '0612345678', booked: true, sourcePage: '/roi-calculator' })).toEqual({
      score: 50,
      scoreFactors: [
        { label: 'Téléphone donné', points: 15 },
        { label: 'Rendez-vous réservé', points: 25 },
        { label: 'Venu du calculateur de ROI', points: 10 },
      ],
    });
  });

  it('firm sizes and case value bands', () => {
    expect(leadScore({ firmSize: 'avocat-independant' }).scoreFactors).toEqual([{ label: 'Avocat indépendant', points: 5 }]);
    expect(leadScore({ firmSize: 'petit-cabinet-2-5' }).score).toBe(10);
    expect(leadScore({ firmSize: 'cabinet-moyen-6-20' }).scoreFactors).toEqual([{ label: 'Cabinet de 6 à 20 avocats', points: 20 }]);
    expect(leadScore({ firmSize: 'grand-cabinet-plus-20' }).score).toBe(25);
    expect(leadScore({ firmSize: 'inconnu' }).score).toBe(0);
    expect(leadScore({ practice: 'fiscal' }).score).toBe(20);
    expect(leadScore({ practice: 'immobilier' }).score).toBe(15);
    expect(leadScore({ practice: 'Droit public' }).score).toBe(15);
    expect(leadScore({ practice: 'travail' }).score).toBe(10);
    expect(leadScore({ practice: 'Droit social' }).score).toBe(5);
  });

  it('clamps the sum to 100, each factor keeping its points', () => {
    const result = leadScore({ firmSize: 'grand-cabinet-plus-20', practice: 'affaires', quizScore: 0, phone: '0612345678', booked: true, sourcePage: '/pricing' });
    expect(result.score).toBe(100);
    expect(result.scoreFactors.reduce((sum, f) => sum + f.points, 0)).toBe(125);
  });

  it('nothing known: 0; an unknown practice, a blank phone or another page add nothing', () => {
    expect(leadScore({})).toEqual({ score: 0, scoreFactors: [] });
    expect(leadScore({ practice: 'autre', phone: '  ', sourcePage: '/blog' })).toEqual({ score: 0, scoreFactors: [] });
    expect(leadScore({ sourcePage: '/pricing?utm_source=x' }).score).toBe(15);
    expect(leadScore({ sourcePage: '/pricing/' }).score).toBe(15);
    expect(leadScore({ sourcePage: '/pricingx' }).score).toBe(0);
  });

  it('specialtyOf reads every spelling a lead may carry', () => {
    for (const value of ['penal', 'droit-penal', 'Droit pénal', 'PÉNAL', ' Pénal ']) expect(specialtyOf(value)?.id).toBe('droit-penal');
    expect(specialtyOf('Autre')).toBeUndefined();
    expect(specialtyOf(null)).toBeUndefined();
  });
});
