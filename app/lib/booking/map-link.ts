/** A booking's address in one line, for a person: house and street, landmark, locality, PIN. */
export function addressLine({ address, landmark, locality, pin }: { address: string; landmark: string; locality: string; pin: string }): string {
  return [address, landmark, locality, pin].filter(Boolean).join(", ");
}

/** Google Maps searching for the visit's place (the address, locality, Bengaluru and PIN): no API key, opens the app on a phone. */
export function mapHref({ address, locality, pin }: { address: string; locality: string; pin: string }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([address, locality, "Bengaluru", pin].filter(Boolean).join(", "))}`;
}
