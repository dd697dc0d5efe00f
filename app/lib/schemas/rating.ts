// The customer's rating form (the booking's page) and the office's record of its call back (the
// booking's admin page): the browser validates with them too.
import * as z from "zod/mini";

import { COMMENT_MAX, FOLLOWUPS } from "~/lib/ratings/rating";
import { optionalText } from "~/lib/schemas/fields";

const STARS_MESSAGE = "Choose from one to five stars";

export const ratingSchema = z.object({
  stars: z.coerce.number({ error: STARS_MESSAGE }).check(z.int(STARS_MESSAGE), z.minimum(1, STARS_MESSAGE), z.maximum(5, STARS_MESSAGE)),
  comment: optionalText(COMMENT_MAX, "Comment", { multiline: true }),
});

export const ratingFollowupSchema = z.object({ followup: z.enum(FOLLOWUPS, "Choose what was done") });
