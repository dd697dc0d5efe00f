import { useLocation, useNavigation } from "react-router";

// Apart from use-form.ts, which carries conform: a page whose buttons only show that a post is on
// its way (the technician's day, the board) loads none of it (vite.config.ts's form chunks).

/** True while this page's form posting to `formAction` (and, if given, with this intent) is on its way. */
export function useIsPending({ formAction, intent }: { formAction?: string; intent?: string } = {}): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "submitting") return false;
  const action = formAction ?? location.pathname;
  return navigation.formAction === action && (intent === undefined || navigation.formData?.get("intent") === intent);
}
