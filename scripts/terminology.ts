/**
 * The forms the copy guide (../shared/COPY.md) rules out, per language: calques, second names
 * for one thing, and words with a legal meaning the site cannot claim. A unit test keeps them
 * out of `locales/<lng>/`.
 */
import { flattenKeys, type Bundles, type LocaleTree } from './localeCheck';

export interface BannedTerm {
  pattern: RegExp;
  /** What to write instead. */
  use: string;
}

export const bannedTerms: Record<string, readonly BannedTerm[]> = {
  en: [
    { pattern: /\be-mails?\b/i, use: 'email' },
    { pattern: /\bfill(s|ing)? in\b/i, use: 'fill out' },
    { pattern: /\badvisers?\b/i, use: 'advisor' },
    { pattern: /\btowards\b/i, use: 'toward' },
    { pattern: /\b\d+x\b/, use: '3× (the multiplication sign)' },
    { pattern: /\bfullstack\b/i, use: 'full-stack' },
    { pattern: /\ba recruitment\b/i, use: 'a hiring process' },
    { pattern: /\b(colour|organis|personalis|programme|start-up)/i, use: 'US spelling' },
    { pattern: /\b(licence|practis)/i, use: 'US spelling: license, practice' },
  ],
  es: [
    { pattern: /\bpagad[oa]s?\b/i, use: 'con costo' },
    { pattern: /\b(son|paquetes|servicios) pagos\b/i, use: 'con costo' },
    { pattern: /reubicación a Alemania/i, use: 'Mudarte a Alemania (the page)' },
    { pattern: /contrato legal latinoamericano/i, use: 'contrato laboral formal en Latinoamérica' },
    { pattern: /\bbueno saber/i, use: 'Ten en cuenta' },
    { pattern: /llamada de distancia/i, use: 'puedes llamarnos al …' },
    { pattern: /horas detrás/i, use: 'horas menos que' },
    { pattern: /mil\s*\+/i, use: 'más de {{value}} mil' },
    { pattern: /\bdiscovery\b|descubrimiento/i, use: 'llamada inicial / diagnóstico' },
    { pattern: /homologaci/i, use: 'reconocimiento' },
    { pattern: /nivel medio/i, use: 'Semi senior' },
    { pattern: /\btrabajen\b/i, use: 'tú, not ustedes, for the visitor' },
    { pattern: /\bchecklist\b/i, use: 'lista de documentos' },
    { pattern: /\bbriefing\b/i, use: 'definición del perfil' },
    { pattern: /hagamos el match/i, use: 'encontremos la persona indicada' },
  ],
  de: [
    { pattern: /Arbeitserlaubnis/i, use: 'Aufenthaltstitel' },
    { pattern: /^(Ich bin Fachkraft|Für Fachkräfte)$/, use: 'Talente (Fachkraft is a legal term)' },
    { pattern: /Studienvisum|Studentenvisum/i, use: 'Visum zum Studium' },
    { pattern: /Testphase|Probephase|Probezeit/i, use: 'Probewoche' },
    { pattern: /Relocation-Kosten/i, use: 'Umzugskosten' },
    { pattern: /Shortlist/i, use: 'Vorauswahl' },
    { pattern: /Roadmap/i, use: 'Fahrplan' },
    { pattern: /Tsd\./, use: 'über {{value}}.000' },
    { pattern: /barrierefreie[nm]? Website/i, use: 'no accessibility claim for client work' },
  ],
};

/**
 * Keys that hold how visitors write, not what the site says: the chat's phrase lists and
 * keywords must recognise "e-mail", "homologación" or "Probezeit" precisely because visitors
 * use them.
 */
const visitorWording =
  /^(engine\.(spellings|fillerWords|keepWords|yesNoWords|followUpWords|pointers|continuations|variantWords|anaphors|ordinals|listWords|lastWords|nextWords|dataWords|greetingWords|thanksWords|ownWords|sentenceWords|joiners|ellipses|baselines|companyPays|talentGains|talentPays|negations|statementStarts|intents|aspects|services|guards|siteDocuments|routeRules|toolOwners|situations|siteParts|failures|situationPairs|howMany|figureWords|countWords|audiences|profile)\b|answers\.[^.]+\.keywords$)/;
const isVisitorWording = (ns: string, key: string) =>
  ns === 'chatAnswers' && visitorWording.test(key);

export interface TermFinding {
  where: string;
  found: string;
  use: string;
}

/** Every banned form in the copy, as `<lng>/<namespace>: <key>`. */
export function findBannedTerms(bundles: Bundles): TermFinding[] {
  const findings: TermFinding[] = [];
  for (const [lng, namespaces] of Object.entries(bundles)) {
    for (const [ns, copy] of Object.entries(namespaces)) {
      for (const [key, value] of flattenKeys(copy as LocaleTree)) {
        if (isVisitorWording(ns, key)) continue;
        // Placeholders name keys and values, not words a reader sees.
        const text = value.replace(/\{\{[^}]*\}\}/g, ' ');
        for (const { pattern, use } of bannedTerms[lng] ?? []) {
          const match = pattern.exec(text);
          if (match) findings.push({ where: `${lng}/${ns}: ${key}`, found: match[0], use });
        }
      }
    }
  }
  return findings;
}
