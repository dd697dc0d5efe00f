// A GSTIN: 15 characters, the state's two-digit code, the holder's PAN, the entity number, Z, and a
// check character over the first fourteen (the GSTN's mod-36 scheme, the one the portal checks).
// Pure, for the bill's form (in the browser too) and the invoice.

/** The GST state codes and names, as the portal's files write a place of supply ("33-Tamil Nadu"). */
export const GST_STATES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
};

/** The business's own state: a supply to another state is inter-state (IGST). */
export const HOME_STATE_CODE = "29";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first fourteen characters. */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = ALPHABET.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Why a typed GSTIN is not one, or null when it is (upper case, no spaces). */
export function gstinProblem(gstin: string): string | null {
  if (!SHAPE.test(gstin)) return "A GSTIN is 15 characters: the state code, the PAN, the entity number, Z and a check character, e.g. 33ABCDE1234F1Z5";
  if (!(gstin.slice(0, 2) in GST_STATES)) return `A GSTIN starts with a state's code: ${gstin.slice(0, 2)} is none`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "This GSTIN's last character does not match the rest: check it for a typing mistake";
  return null;
}

/** A place of supply as the portal writes it: "29-Karnataka". */
export function placeOfSupplyName(code: string): string {
  return `${code}-${GST_STATES[code] ?? ""}`;
}
