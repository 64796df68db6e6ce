import { PeopleInput, PersonData, PersonErased } from '#shared/leads/people';
import { checked } from '../platform/trpc/meta';
import { adminProcedure, router } from '../platform/trpc/init';
import { recordAudit } from '../auth/audit-log';
import { addressFingerprint, erasePerson, findPerson } from './people';

const tag = 'Prospects' as const;

/**
 * « Données d'une personne » (issue 43, item 4): administrators only, by their session (no API key
 * scope: an integrator has no business exporting or erasing one person's data); each use is in the
 * audit log with the address's fingerprint, never the address.
 */
export const peopleRouter = router({
  find: adminProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/people', tag,
        summary:
          "Tout ce qui est conservé sur une adresse e-mail (sans distinction de casse) : ses prospects de chaque type avec leurs notes et l'historique de leur statut, ses rendez-vous, les e-mails qui lui ont été adressés, les audits dont elle a demandé le rapport. Inscrit au journal d'audit (empreinte de l'adresse, jamais l'adresse).",
      },
    })
    .input(PeopleInput)
    .output(checked(PersonData))
    .query(async ({ ctx, input }) => {
      const data = await findPerson(ctx, input.email);
      await recordAudit(ctx, { action: 'people.exported', target: `Adresse d'empreinte ${addressFingerprint(input.email)}` });
      return data;
    }),
  erase: adminProcedure
    .meta({
      rest: {
        method: 'delete', path: '/api/admin/people', tag,
        summary:
          "Efface en une transaction toutes les données d'une adresse e-mail : prospects (notes et historique compris), rendez-vous (créneaux de nouveau proposés, sans e-mail d'annulation), audits demandés, e-mails de la boîte d'envoi (ceux en attente ne partent pas). Un webhook lead.deleted par prospect, avec seulement { kind, id }. Renvoie le nombre d'éléments effacés de chaque type.",
      },
    })
    .input(PeopleInput)
    .output(checked(PersonErased))
    .mutation(({ ctx, input }) => erasePerson(ctx, input.email)),
});
