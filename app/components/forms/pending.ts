import { useLocation, useNavigation } from "react-router";

/** True while this page's form posting to `formAction` (and, if given, with this intent) is on its way. */
export function useIsPending({ formAction, intent }: { formAction?: string; intent?: string } = {}): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "submitting") return false;
  const action = formAction ?? location.pathname;
  return navigation.formAction === action && (intent === undefined || navigation.formData?.get("intent") === intent);
}
