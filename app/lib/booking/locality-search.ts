// Finding a locality typed in Kannada or Devanagari script ("ಕೋರಮಂಗಲ", "कोरमंगला") among the
// localities' English names, without a second list of names: both are reduced to the consonants
// a Bengaluru name is recognised by, in one alphabet. Kannada and Devanagari share their layout
// (a Kannada letter is its Devanagari one + 0x380), so one table serves both.

/** Devanagari क (0x915) to ह (0x939): each consonant's sound class; "-" is य, dropped as English y is. */
const CONSONANTS = "kkggnccjjnttddnttddnnpfbbn-rrlllvsssh";
const INDIC = /[\u0900-\u097f\u0c80-\u0cff]/;

function indicSkeleton(text: string): string {
  let skeleton = "";
  for (const char of text.normalize("NFD")) {
    let code = char.codePointAt(0)!;
    if (code >= 0xc80) code -= 0x380;
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
  const parts = text.match(/[\u0900-\u097f\u0c80-\u0cff]+|[^\u0900-\u097f\u0c80-\u0cff]+/g) ?? [];
  return parts
    .map((part) => (INDIC.test(part) ? indicSkeleton(part) : latinSkeleton(part)))
    .join("")
    .replace(/m/g, "n")
    .replace(/(?!^)h/g, "")
    .replace(/(.)\1+/g, "$1");
}

/** Whether `query` is written (partly) in Kannada or Devanagari script. */
export function isIndicScript(query: string): boolean {
  return INDIC.test(query);
}
