// Finding a locality typed in Kannada or Devanagari script ("ಕೋರಮಂಗಲ", "कोरमंगला") among the
// localities' English names, without a second list of names: both are reduced to the consonants
// a Bengaluru name is recognised by, in one alphabet. The Indian scripts share one layout (ISCII's:
// a Kannada letter is its Devanagari one + 0x380), so each language's script is a range and its
// distance from Devanagari, and one table of consonants serves them all.
import type { Locale } from "~/lib/i18n/locales";

type Script = { first: number; last: number; fromDevanagari: number };

/** Each language's script; English is read as Latin. A new language's script is one entry here. */
const SCRIPTS: Record<Exclude<Locale, "en">, Script> = {
  hi: { first: 0x900, last: 0x97f, fromDevanagari: 0 },
  kn: { first: 0xc80, last: 0xcff, fromDevanagari: 0x380 },
};
const SCRIPT_LIST = Object.values(SCRIPTS);
const rangeClass = SCRIPT_LIST.map(({ first, last }) => `\\u${first.toString(16).padStart(4, "0")}-\\u${last.toString(16).padStart(4, "0")}`).join("");
const INDIC = new RegExp(`[${rangeClass}]`);
const INDIC_OR_NOT = new RegExp(`[${rangeClass}]+|[^${rangeClass}]+`, "g");

/** Devanagari क (0x915) to ह (0x939): each consonant's sound class; "-" is य, dropped as English y is. */
const CONSONANTS = "kkggnccjjnttddnttddnnpfbbn-rrlllvsssh";

function indicSkeleton(text: string): string {
  let skeleton = "";
  for (const char of text.normalize("NFD")) {
    let code = char.codePointAt(0)!;
    const script = SCRIPT_LIST.find(({ first, last }) => code >= first && code <= last);
    if (script) code -= script.fromDevanagari;
    // Anusvara and candrabindu are a nasal: the n of "ಇಂದಿರಾ", the m of "ಮಲ್ಲೇಶ್ವರಂ".
    if (code === 0x901 || code === 0x902) skeleton += "n";
    else if (code >= 0x915 && code <= 0x939) skeleton += CONSONANTS[code - 0x915]!.replace("-", "");
  }
  return skeleton;
}

function latinSkeleton(text: string): string {
  return text
    .toLowerCase()
    .replace(/ph/g, "f")
    .replace(/ch/g, "C")
    .replace(/ck/g, "k")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/c/g, "k")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/q/g, "k")
    .replace(/x/g, "ks")
    .replace(/[^bCdfghjklnmprstv]/g, "")
    .toLowerCase();
}

/**
 * The consonant skeleton of a name or a query, in any of the three scripts: m and n as one nasal,
 * an h only where the name starts with it (th, bh, wh and the aspirated letters are one sound;
 * the h of "Marathahalli" is heard by some, not written by others), doubled letters once.
 */
export function nameSkeleton(text: string): string {
  const parts = text.match(INDIC_OR_NOT) ?? [];
  return parts
    .map((part) => (INDIC.test(part) ? indicSkeleton(part) : latinSkeleton(part)))
    .join("")
    .replace(/m/g, "n")
    .replace(/(?!^)h/g, "")
    .replace(/(.)\1+/g, "$1");
}

/** Whether `query` is written (partly) in the script of one of the site's languages. */
export function isIndicScript(query: string): boolean {
  return INDIC.test(query);
}

/**
 * The listed locality a typed one is, as the picker would find it: the same name in any case, or
 * one typed in Kannada or Devanagari script that sounds the whole name ("जयनगर" is Jayanagar,
 * not Jayanagar 4th Block). Undefined when none is (a custom place stays as typed).
 */
export function matchLocality(typed: string, names: readonly string[]): string | undefined {
  const needle = typed.trim().toLowerCase();
  if (!needle) return undefined;
  if (!isIndicScript(needle)) return names.find((name) => name.toLowerCase() === needle);
  const sound = nameSkeleton(needle);
  return sound ? names.find((name) => nameSkeleton(name) === sound) : undefined;
}
