import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";

import { inputClass } from "~/components/forms/fields";
import { buttonClass } from "~/components/ui/button";
import { LOCALITIES } from "~/content/localities";
import { isIndicScript, nameSkeleton } from "~/lib/booking/locality-search";
import { useT } from "~/lib/i18n/i18n";

type LocalityPickerProps = {
  /** The id the field's label points at (the Locality button). */
  id: string;
  value: string;
  onChange: (locality: string) => void;
  popular: readonly string[];
  invalid?: boolean;
  describedBy?: string;
};

/**
 * Case-insensitive substring match; a query in Kannada or Devanagari script matches the names
 * that sound alike (their consonant skeletons: "ಕೋರಮಂಗಲ" finds Koramangala), those that start so first.
 */
export function filterLocalities(query: string, localities: readonly string[] = LOCALITIES): readonly string[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return localities;
  if (!isIndicScript(needle)) return localities.filter((name) => name.toLowerCase().includes(needle));
  const sound = nameSkeleton(needle);
  if (!sound) return [];
  const found = localities.filter((name) => nameSkeleton(name).includes(sound));
  // The names that start with what was typed first.
  return [...found.filter((name) => nameSkeleton(name).startsWith(sound)), ...found.filter((name) => !nameSkeleton(name).startsWith(sound))];
}

/**
 * The booking dialog's locality picker: a Locality button that opens a search box (an ARIA
 * combobox) over a scrolling listbox of Bengaluru localities, six popular chips and a custom
 * entry. Without JavaScript the booking form offers a text input with a <datalist> instead.
 */
export function LocalityPicker({ id, value, onChange, popular, invalid, describedBy }: LocalityPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  // "Enter a custom location" pressed with nothing typed: the search box takes the area instead.
  const [custom, setCustom] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const matches = useMemo(() => filterLocalities(query), [query]);
  const t = useT();

  function close() {
    setOpen(false);
    setQuery("");
    setActive(-1);
    setCustom(false);
    button.current?.focus();
  }

  function pick(locality: string) {
    onChange(locality);
    close();
  }

  /** Takes what is typed in the search box as the locality; with nothing typed, asks for it there. */
  function enterCustom() {
    const locality = query.trim();
    if (locality) return pick(locality);
    setCustom(true);
    search.current?.focus();
  }

  function moveTo(index: number) {
    setActive(index);
    list.current?.children[index]?.scrollIntoView({ block: "nearest" });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (last >= 0) moveTo(active >= last ? 0 : active + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (last >= 0) moveTo(active <= 0 ? last : active - 1);
        break;
      case "Home":
        if (last >= 0) {
          event.preventDefault();
          moveTo(0);
        }
        break;
      case "End":
        if (last >= 0) {
          event.preventDefault();
          moveTo(last);
        }
        break;
      case "Enter": {
        // Enter picks; it must never submit the booking form.
        event.preventDefault();
        const chosen = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
        if (chosen) pick(chosen);
        // An area the list does not have is taken as typed.
        else if (matches.length === 0 && query.trim()) pick(query.trim());
        break;
      }
      case "Escape":
        // Closes the picker only, not the dialog around it.
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
    }
  }

  return (
    <div>
      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- the button is the field: its invalid state is read with its label */}
      <button
        ref={button}
        id={id}
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${baseId}-panel` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => (open ? close() : setOpen(true))}
        className={`${inputClass} flex items-center justify-between text-left`}
      >
        <span className={value ? "" : "text-slate-500"}>{value || t("booking.chooseLocality")}</span>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d={open ? "M6 15l6-6 6 6" : "M6 9l6 6 6-6"} />
        </svg>
      </button>

      {open ? (
        <div id={`${baseId}-panel`} className="mt-2 space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
          {custom ? (
            <p id={`${baseId}-custom`} className="text-sm font-medium text-slate-800">
              {t("booking.customPrompt")}
            </p>
          ) : null}
          <input
            ref={search}
            type="text"
            role="combobox"
            aria-label={t("booking.searchLocalities")}
            aria-describedby={custom ? `${baseId}-custom` : undefined}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${baseId}-option-${active}` : undefined}
            // The picker opens on request, so the search box takes the focus.
            autoFocus
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onKeyDown={handleKeyDown}
            placeholder={t("booking.searchArea")}
            className={inputClass}
          />

          <div>
            <p id={`${baseId}-popular`} className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
              {t("booking.popularAreas")}
            </p>
            <div role="group" aria-labelledby={`${baseId}-popular`} className="flex flex-wrap gap-2">
              {popular.map((locality) => (
                <button
                  key={locality}
                  type="button"
                  onClick={() => pick(locality)}
                  className="rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  {locality}
                </button>
              ))}
            </div>
          </div>

          <ul
            ref={list}
            id={listId}
            role="listbox"
            aria-label={t("booking.localities")}
            className="max-h-[300px] overflow-y-auto rounded-lg border border-slate-200 bg-white"
          >
            {matches.map((locality, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard moves through the options from the search box (aria-activedescendant)
              <li
                key={locality}
                id={`${baseId}-option-${index}`}
                role="option"
                aria-selected={index === active}
                // mousedown would move the focus out of the search box before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(locality)}
                className={`cursor-pointer px-3 py-2 text-sm ${
                  index === active ? "bg-brand-700 text-white" : locality === value ? "bg-brand-50 font-semibold" : "hover:bg-slate-100"
                }`}
              >
                {locality}
              </li>
            ))}
          </ul>
          {matches.length === 0 ? (
            <p role="status" className="text-sm text-slate-600">
              {t("booking.noLocality", { query: query.trim() })}
            </p>
          ) : null}

          <button type="button" onClick={enterCustom} className={buttonClass({ variant: "outline", size: "sm", className: "w-full" })}>
            {query.trim() ? t("booking.useTyped", { typed: query.trim() }) : t("booking.enterCustom")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
