/**
 * The words of the synthetic articles: workplace vocabulary of our own, in Canadian English and in French, every word
 * in the dictionaries the spelling check uses (src/content/tools/spelling.mjs), so that the synthetic articles pass
 * `npm run check` as real ones do.
 *
 * French nouns carry their article (`le`, `la`, `l'`, `les`), so that no sentence needs agreement rules; French
 * adjectives are the same in both genders (plural: add "s"); French verbs all end in "-er" (imperative: "-ez").
 */

export const CATEGORIES = [
  {
    dir: 'workplace-services',
    weight: 0.45,
    en: {
      label: 'Workplace services',
      description: 'Offices, equipment, parking and the services that keep them running.',
    },
    fr: {
      label: 'Services en milieu de travail',
      description: 'Les bureaux, le matériel, le stationnement et les services qui les font fonctionner.',
    },
  },
  {
    dir: 'forms-and-records',
    weight: 0.3,
    en: {label: 'Forms and records', description: 'Fill in, file, keep and find the forms and records of your unit.'},
    fr: {
      label: 'Formulaires et dossiers',
      description: 'Remplir, classer, conserver et retrouver les formulaires et les dossiers de votre unité.',
    },
  },
  {
    dir: 'team-practices',
    weight: 0.15,
    en: {label: 'Team practices', description: 'Plan the work of a team, share it and keep track of it.'},
    fr: {
      label: "Pratiques d'équipe",
      description: "Planifier le travail d'une équipe, le partager et en assurer le suivi.",
    },
  },
  {
    dir: 'travel-and-events',
    weight: 0.1,
    en: {label: 'Travel and events', description: 'Book travel, plan events and claim what they cost.'},
    fr: {
      label: 'Déplacements et événements',
      description: 'Réserver un déplacement, organiser un événement et en réclamer les frais.',
    },
  },
];

const EN_NOUNS = `account agenda allowance appointment approval archive assignment attachment audit badge balance binder
booking branch briefing budget building bulletin calendar campaign card case catalogue certificate chart checklist
claim client clinic colleague committee complaint computer conference contract contractor copy course credit deadline
decision deposit desk detail device directory district division draft driver entry estimate event exception expense
extension facility feature fee field file folder form fund grant guide handbook headset heading holiday inbox incident
invoice item keyboard label laptop ledger letter licence limit list location mailbox manual map margin meeting memo
message milestone monitor notice number office order outline overview package page parcel partner passport password
payment permit phone photo plan policy poster printer priority procedure profile project proposal purchase receipt
record region register reminder renewal report request reservation resource review role room roster route rule
schedule screen section sequence service session setting shift signature site slide spreadsheet stamp standard
statement status summary supervisor supplier survey system table tablet target task team template tender ticket
timeline title topic total training transfer update vehicle vendor version visitor voucher warehouse window workflow
workshop worksheet`;

const EN_VERBS = `add adjust approve archive arrange attach book cancel change check choose clear close collect compare
complete confirm connect copy correct create delete describe download edit enter export find finish forward gather
import include label link list lock mark merge move name note notify open order organize plan prepare print record
remove rename renew report request reset restore review save scan schedule select send share sign sort start store
submit test track unlock update upload verify visit`;

const EN_ADJECTIVES = `active annual approved current daily digital empty external final formal full general internal
large latest local main monthly new official old open pending personal previous printed private public quarterly
recent regional regular required secure shared short signed simple small special temporary urgent weekly written`;

const EN_ROLES = `manager supervisor colleague coordinator director assistant administrator clerk officer team`;

const EN_PREPOSITIONS = `for from in with after before during on under into`;

const EN_TIMES = [
  'each week',
  'at the end of the month',
  'before the deadline',
  'by Friday',
  'on the same day',
  'within two days',
  'once a year',
  'every morning',
  'after each meeting',
  'as soon as possible',
];

const FR_NOUNS = `le dossier, la demande, le formulaire, le rapport, la réunion, le calendrier, la pièce jointe, le compte,
le mot de passe, le budget, la facture, le reçu, le contrat, la signature, le registre, la liste, le tableau, la feuille
de calcul, le document, le fichier, le classeur, le modèle, le projet, la proposition, la politique, la procédure, le
guide, le manuel, le congé, le quart de travail, l'horaire, l'équipe, la direction, la division, la région, le bureau,
la salle, le bâtiment, l'imprimante, l'ordinateur, l'écran, le clavier, la tablette, le téléphone, le casque, le badge,
la carte, le permis, le passeport, le certificat, la formation, le cours, l'atelier, la séance, la conférence,
l'événement, le déplacement, le voyage, la réservation, le véhicule, le stationnement, le colis, la commande, l'achat,
le fournisseur, le paiement, la paie, la dépense, le remboursement, l'avance, le solde, le crédit, la subvention, le
fonds, l'estimation, l'échéance, le délai, la date limite, l'étape, le jalon, la priorité, la tâche, l'objectif, le
résumé, l'aperçu, le plan, le brouillon, la version, la copie, l'archive, le répertoire, l'annuaire, la note de
service, l'avis, le bulletin, l'affiche, la diapositive, la photo, le titre, le sujet, la section, la page, le champ,
l'étiquette, le numéro, le total, la marge, le statut, la décision, l'approbation, la plainte, l'incident,
l'exception, la règle, la norme, la sécurité, le risque, la vérification, l'examen, la révision, la mise à jour, le
renouvellement, le transfert, le rappel, le sondage, le client, le partenaire, le visiteur, l'entrepreneur, le
gestionnaire, le matériel, l'appareil, le logiciel, le réseau, le portail, le guichet, l'entrepôt, le local, la
clinique, le comité, la campagne, le catalogue, la soumission, l'appel d'offres, le bon de commande, la carte
d'accès, le casier, le vestiaire, la cafétéria, l'ascenseur, le courrier, l'enveloppe, le timbre, les documents, les
fichiers, les notes, les données, les frais, les heures, les messages, les rendez-vous, les consignes, les
coordonnées, les pièces justificatives, les fournitures, les clés, les formulaires, les rapports`;

const FR_VERBS = `ajouter ajuster approuver archiver organiser annuler changer vérifier sélectionner effacer fermer
rassembler comparer compléter confirmer copier corriger créer supprimer détailler télécharger rédiger modifier noter
exporter classer trouver terminer transférer regrouper importer étiqueter lier énumérer verrouiller marquer fusionner
déplacer nommer signaler aviser planifier préparer imprimer enregistrer retirer renommer renouveler demander
réinitialiser restaurer examiner sauvegarder numériser programmer envoyer configurer partager signer trier commencer
consulter activer déverrouiller actualiser valider visiter documenter réserver accepter refuser indiquer préciser
contrôler mesurer calculer estimer présenter publier distribuer récupérer remplacer conserver protéger informer
inviter rappeler évaluer résumer simplifier expliquer`;

const FR_ADJECTIVES = `utile simple rapide facile pratique nécessaire possible hebdomadaire interne externe temporaire
obligatoire valide disponible modifiable lisible visible prioritaire autre libre vide unique numérique électronique
budgétaire juridique technique automatique accessible compatible responsable fiable stable`;

const FR_ROLES = `gestionnaire superviseur coordonnateur directeur adjoint collègue équipe agent`;

const FR_PREPOSITIONS = `avec dans pour sur après avant pendant selon sans par`;

const FR_TIMES = [
  'chaque semaine',
  'à la fin du mois',
  'avant la date limite',
  "d'ici vendredi",
  'le jour même',
  'dans les deux jours',
  'une fois par année',
  'tous les matins',
  'après chaque réunion',
  'dès que possible',
];

/** @param {string} list */
const words = (list) => list.split(/\s+/).filter(Boolean);

/**
 * A French noun phrase: `{text: "la demande", plural: false}`.
 * @param {string} text
 */
function frenchNoun(text) {
  return {text, plural: text.startsWith('les ')};
}

export const VOCABULARY = {
  en: {
    nouns: words(EN_NOUNS),
    verbs: words(EN_VERBS),
    adjectives: words(EN_ADJECTIVES),
    roles: words(EN_ROLES),
    prepositions: words(EN_PREPOSITIONS),
    times: EN_TIMES,
  },
  fr: {
    nouns: FR_NOUNS.split(',').map((noun) => frenchNoun(noun.replace(/\s+/g, ' ').trim())),
    verbs: words(FR_VERBS),
    adjectives: words(FR_ADJECTIVES),
    roles: words(FR_ROLES),
    prepositions: words(FR_PREPOSITIONS),
    times: FR_TIMES,
  },
};
