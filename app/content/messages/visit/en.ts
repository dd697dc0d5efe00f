// A visit's smaller words, in English: a price-list line's quantity on the job screen (field.) and the
// customer's page's arrival estimate after On my way (customer.). Its ids are the ids every language must have.
export const visitEn = {
  "field.quantityInvalid": "Enter a quantity from 1 to 99.",
  "customer.arrivingIn": "Expected in about {minutes} min, around {time}.",
} as const;
