// The copy of the six machine type pages (/machines/{slug}), keyed by the slug of
// content/machines.ts. Loader-only (.server), like brand-pages.server.ts.
import { business } from "~/content/business";
import { brandLinks } from "~/content/catalog-links";
import type { CardBooking, CatalogPage } from "~/content/page-blocks";

const MACHINE_WARRANTY = "90 days warranty on the repair and the parts we fit on any machine type.";

/** The issue cards of the full automatic, smart and washer-dryer pages book '<issue> Repair'. */
const BOOK_ISSUE: CardBooking = { label: "Book Repair Now", service: "title-repair" };

export const MACHINE_PAGES: Readonly<Record<string, CatalogPage>> = {
  "front-load": {
    seoTitle: "Front Load Washer Repair",
    name: "Front Load Washing Machine Repair",
    description:
      "Front load washing machine repair in Bengaluru: door gaskets, drum bearings, drain pumps, door locks and error codes on every front loader brand.",
    keywords: ["front load washing machine repair", "front loader bearing replacement", "front load door gasket", "front load repair Bangalore"],
    hero: {
      badge: "All Front Loader Brands",
      heading: "Front Load Washing Machine Repair",
      intro:
        "Front loaders wash gently and use less water, but their sealed drums, door locks and heavy spins need specialist care. We repair them at home, including bearing jobs.",
      bookLabel: "Book Front Load Repair",
      points: ["Bearing work at home", "Door gaskets in stock", "90-day warranty"],
    },
    booking: { service: "Front Load Repair", machine: "front-load" },
    blocks: [
      {
        id: "issues",
        title: "Front load issues we fix",
        kind: "issues",
        issues: [
          { title: "Door gasket leak", text: "Water drips from the bottom of the door during the wash." },
          { title: "Roaring spin", text: "Worn drum bearings growl louder every week until the drum wobbles." },
          { title: "Door locked after the cycle", text: "The lock stays engaged or water is still in the drum." },
          { title: "Drain error", text: "A blocked pump filter stops the cycle with OE, 5C or E18." },
          { title: "Musty smell", text: "Mould grows in the gasket folds and the sump when the door is kept shut." },
          { title: "Walking during spin", text: "Failed dampers or a transit bolt left in after installation." },
        ],
      },
      {
        id: "brands",
        title: "Front loader brands we repair",
        muted: true,
        kind: "links",
        links: brandLinks(["lg", "samsung", "ifb", "bosch", "siemens", "whirlpool"]),
      },
      {
        id: "advantages",
        title: "Why front loaders are worth repairing",
        kind: "cards",
        cards: [
          { title: "Lower water use", text: "A front loader uses roughly half the water of a top loader per kg of clothes." },
          { title: "Gentle on fabric", text: "The tumbling drum is kinder to clothes than an agitator." },
          { title: "Built-in heater", text: "Hot washes remove stains and allergens without boiling water separately." },
          { title: "Higher spin speeds", text: "1000-1400 rpm leaves clothes nearly dry, which matters in the monsoon." },
          { title: "Long life", text: "A well-kept front loader lasts 10 years or more with bearing and seal service." },
          { title: "Stackable design", text: "Fits under a counter or below a dryer in compact Bengaluru flats." },
        ],
      },
    ],
    warranty: MACHINE_WARRANTY,
    cta: { title: "Front loader giving trouble?", text: "Book a technician for the same day, subject to availability.", bookLabel: "Book Front Load Repair" },
  },

  "top-load": {
    seoTitle: "Top Load Washer Repair",
    name: "Top Load Washing Machine Repair",
    description:
      "Top load washing machine repair in Bengaluru: gearboxes, pulsators, lid switches, inlet valves and spin faults on fully automatic top loaders.",
    keywords: ["top load washing machine repair", "top loader not spinning", "pulsator repair", "top load repair Bangalore"],
    hero: {
      badge: "Fully Automatic Top Loaders",
      heading: "Top Load Washing Machine Repair",
      intro:
        "Top loaders are the most common machines in Bengaluru homes. Their pulsators, clutches and lid switches work hard every day; we repair all of them at your home.",
      bookLabel: "Book Top Load Repair",
      points: ["Gearbox and clutch repairs", "Lid switches in stock", "90-day warranty"],
    },
    booking: { service: "Top Load Repair", machine: "top-load" },
    blocks: [
      {
        id: "issues",
        title: "Top load issues we fix",
        kind: "issues",
        issues: [
          { title: "Not spinning", text: "The tub stays still at the spin stage, often due to the lid switch or clutch." },
          { title: "Pulsator not turning", text: "A stripped spline or a slipping belt leaves clothes unmoved." },
          { title: "Overflowing or keeps filling", text: "A stuck inlet valve or a blocked pressure tube." },
          { title: "Tub banging the cabinet", text: "Broken suspension rods or an uneven load." },
          { title: "Water left after the cycle", text: "The drain valve or motor does not open." },
          { title: "Grey marks on clothes", text: "Scale and lint trapped under the pulsator and in the filter." },
        ],
      },
      {
        id: "brands",
        title: "Top loader brands we repair",
        muted: true,
        kind: "links",
        links: brandLinks(["whirlpool", "lg", "samsung", "godrej", "haier", "panasonic"]),
      },
      {
        id: "advantages",
        title: "What top loaders do well",
        kind: "cards",
        cards: [
          { title: "No bending", text: "Loading from the top is easier on the back." },
          { title: "Add clothes mid-wash", text: "Lift the lid and drop in the sock you missed." },
          { title: "Shorter cycles", text: "A normal wash often finishes in under an hour." },
          { title: "Tolerant of Indian water", text: "Less sensitive to low water pressure and detergent type." },
          { title: "Lower repair cost", text: "Parts are cheaper and repairs are quicker than on front loaders." },
          { title: "No door seal to clean", text: "No gasket folds for mould to grow in." },
        ],
      },
    ],
    warranty: MACHINE_WARRANTY,
    cta: { title: "Top loader stuck?", text: "Book now; most top load repairs are finished in one visit.", bookLabel: "Book Top Load Repair" },
  },

  "semi-automatic": {
    seoTitle: "Semi Automatic Washer Repair",
    name: "Semi Automatic Washing Machine Repair",
    description:
      "Semi-automatic washing machine repair in Bengaluru: wash and spin motors, timers, capacitors, belts and drain selectors on twin-tub machines.",
    keywords: ["semi automatic washing machine repair", "spin motor repair", "washing machine timer repair", "twin tub repair Bangalore"],
    hero: {
      badge: "Twin-Tub Specialists",
      heading: "Semi Automatic Washing Machine Repair",
      intro:
        "Semi-automatics are simple and tough, which makes them quick and cheap to repair. Motors, timers, capacitors and belts are the usual culprits, and we carry them.",
      bookLabel: "Book Semi Automatic Repair",
      points: ["Most repairs in about an hour", "Motors and timers in the van", "90-day warranty"],
    },
    booking: { service: "Semi Automatic Repair", machine: "semi-automatic" },
    blocks: [
      {
        id: "issues",
        title: "Semi-automatic issues we fix",
        kind: "issues",
        issues: [
          { title: "Spin tub not turning", text: "A weak capacitor, a seized brake or a burnt spin motor." },
          { title: "Wash tub humming only", text: "The wash motor capacitor has failed or the belt is off." },
          { title: "Timer not working", text: "The wash or spin timer does not count down or return." },
          { title: "Water leaking from the base", text: "A cracked drain hose or a worn pulsator seal." },
          { title: "Drain selector stuck", text: "The cable to the drain valve has snapped or come loose." },
          { title: "Shock from the body", text: "Damaged wiring or a missing earth; switch off until fixed." },
        ],
      },
      {
        id: "brands",
        title: "Semi-automatic brands we repair",
        muted: true,
        kind: "links",
        links: brandLinks(["whirlpool", "lg", "samsung", "godrej", "voltas", "panasonic"]),
      },
      {
        id: "advantages",
        title: "Why semi-automatics stay popular",
        kind: "cards",
        cards: [
          { title: "Works without a tap", text: "Fill it with a bucket when the water supply is irregular." },
          { title: "Low power use", text: "Small motors and no heater keep the bill down." },
          { title: "Control over every step", text: "Soak, wash, rinse and spin as long as you like." },
          { title: "Cheapest to buy", text: "A fraction of the price of a fully automatic machine." },
          { title: "Quick spare parts", text: "Timers, capacitors and belts are common and inexpensive." },
          { title: "Large capacity", text: "Bedsheets and blankets fit easily in the wash tub." },
        ],
      },
    ],
    warranty: MACHINE_WARRANTY,
    cta: { title: "Twin tub not spinning?", text: "Book a visit; most semi-automatic repairs take about an hour.", bookLabel: "Book Semi Automatic Repair" },
  },

  "full-automatic": {
    seoTitle: "Fully Automatic Washer Repair",
    name: "Fully Automatic Washing Machine Repair",
    description:
      "Fully automatic washing machine repair in Bengaluru: sensor, programme, inlet valve and motor faults with time estimates; book a repair online.",
    keywords: [
      "fully automatic washing machine repair",
      "automatic washing machine sensor repair",
      "washing machine programme fault",
      "automatic washer repair Bangalore",
    ],
    hero: {
      badge: "Sensors, Programmes and Controls",
      heading: "Fully Automatic Washing Machine Repair",
      intro:
        "A fully automatic machine decides water, time and spin by itself using sensors. When one sensor lies, the whole wash goes wrong. We find which one and fix it.",
      bookLabel: "Book Repair Now",
      points: ["Sensor calibration", "Programme faults", "90-day warranty"],
      chat: true,
    },
    booking: { service: "Full Automatic Repair", machine: "full-automatic" },
    blocks: [
      {
        id: "features",
        title: "What we check on automatic machines",
        kind: "cards",
        cards: [
          { title: "Water level sensing", text: "Pressure sensor and tube that decide how much water to take in." },
          { title: "Load detection", text: "The weight estimate that sets water and wash time." },
          { title: "Programme control", text: "The control board and selector that run each cycle step." },
          { title: "Drive system", text: "Motor, belt or direct drive and the clutch or inverter driving it." },
        ],
      },
      {
        id: "issues",
        title: "Issues, solutions and repair times",
        muted: true,
        kind: "issues",
        book: BOOK_ISSUE,
        issues: [
          {
            title: "Water Level Sensor",
            text: "Machine overfills or starts washing with too little water.",
            solution: "Clear the pressure tube, test and replace the sensor.",
            time: "30-60 minutes",
          },
          {
            title: "Inlet Valve",
            text: "Filling takes ages or water trickles in after switch-off.",
            solution: "Clean the inlet mesh, replace the valve.",
            time: "30-45 minutes",
          },
          {
            title: "Programme Selector",
            text: "The knob or touch panel picks the wrong programme.",
            solution: "Replace the selector encoder or repair the panel.",
            time: "45-60 minutes",
          },
          {
            title: "Cycle Stuck",
            text: "The timer stops counting at the same step every wash.",
            solution: "Trace the stuck step to its part: pump, valve or heater.",
            time: "60-90 minutes",
          },
          {
            title: "Motor Drive",
            text: "Drum turns one way only or jerks at start.",
            solution: "Test motor and driver, replace brushes or the relay.",
            time: "60-90 minutes",
          },
          {
            title: "Spin Imbalance",
            text: "Spin keeps restarting and never reaches full speed.",
            solution: "Replace dampers and re-level the machine.",
            time: "90-120 minutes",
          },
        ],
      },
      {
        id: "brands",
        title: "Brands we repair",
        kind: "links",
        links: brandLinks(["lg", "samsung", "ifb", "bosch", "whirlpool", "haier", "godrej", "panasonic"]),
      },
    ],
    warranty: MACHINE_WARRANTY,
    cta: {
      title: "Automatic machine acting on its own?",
      text: `Book or chat with us; we confirm a technician visit ${business.callbackWithin}.`,
      bookLabel: "Book Repair Now",
    },
  },

  "smart-washer": {
    seoTitle: "Smart Washing Machine Repair",
    name: "Smart Washing Machine Repair",
    description:
      "Smart washing machine repair in Bengaluru: Wi-Fi pairing, app control, touch panels, inverter motors and firmware faults on connected washers.",
    keywords: ["smart washing machine repair", "washing machine wifi not connecting", "ThinQ SmartThings washer repair", "touch panel repair Bangalore"],
    hero: {
      badge: "Wi-Fi, App and Touch Panel Faults",
      heading: "Smart Washing Machine Repair",
      intro:
        "Connected washers add Wi-Fi modules, touch panels and inverter drives to the usual parts. We handle both: the app that will not pair and the pump that will not drain.",
      bookLabel: "Book Repair Now",
      points: ["ThinQ and SmartThings models", "Touch panel repairs", "90-day warranty"],
      chat: true,
    },
    booking: { service: "Smart Washer Repair", machine: "smart-washer" },
    blocks: [
      {
        id: "features",
        title: "Smart features we service",
        kind: "cards",
        cards: [
          { title: "Wi-Fi module", text: "The radio board that links the washer to your router and the app." },
          { title: "App remote control", text: "Starting, pausing and monitoring cycles from a phone." },
          { title: "AI wash sensing", text: "Fabric and soil detection that picks the wash motion." },
          { title: "Smart diagnosis", text: "Tone or app-based fault reports we decode on site." },
        ],
      },
      {
        id: "issues",
        title: "Issues, solutions and repair times",
        muted: true,
        kind: "issues",
        book: BOOK_ISSUE,
        issues: [
          {
            title: "Wi-Fi Connection",
            text: "The washer drops off the network or never pairs.",
            solution: "Check the 2.4 GHz band, reset and re-pair, replace the Wi-Fi module if dead.",
            time: "30-60 minutes",
          },
          {
            title: "Touch Panel",
            text: "Touch keys respond late, randomly or not at all.",
            solution: "Dry and clean the panel, replace the touch board.",
            time: "45-75 minutes",
          },
          {
            title: "Firmware Fault",
            text: "Machine freezes or shows codes after an update.",
            solution: "Power reset, control board check and reflash where supported.",
            time: "45-60 minutes",
          },
          {
            title: "Inverter Motor",
            text: "Drum hesitates, grinds or stops with a motor code.",
            solution: "Test hall sensor, windings and inverter stage.",
            time: "60-120 minutes",
          },
          {
            title: "Auto Dosing",
            text: "Detergent is not dispensed automatically.",
            solution: "Clean the dosing tank and pump, replace the pump.",
            time: "45-60 minutes",
          },
          {
            title: "Steam Function",
            text: "Steam programmes skip or show a heater code.",
            solution: "Descale and test the steam generator and its heater.",
            time: "60-90 minutes",
          },
        ],
      },
      {
        id: "brands",
        title: "Smart washer brands we repair",
        kind: "chips",
        items: ["LG ThinQ", "Samsung SmartThings", "Bosch Home Connect", "Siemens Home Connect", "IFB", "Haier"],
      },
    ],
    warranty: MACHINE_WARRANTY,
    cta: {
      title: "Smart washer not so smart today?",
      text: "Chat with us or book a visit; tell us the app message or code you see.",
      bookLabel: "Book Repair Now",
      chatText: "Hi! My smart washing machine needs repair.",
    },
  },

  "washer-dryer-combo": {
    seoTitle: "Washer Dryer Repair",
    name: "Washer Dryer Combo Repair",
    description: "Washer dryer combo repair in Bengaluru: heaters, thermostats, condensers, drying fans and sensor drying faults on two-in-one machines.",
    keywords: ["washer dryer repair Bangalore", "washer dryer not drying", "condenser cleaning washer dryer", "washer dryer heater repair"],
    hero: {
      badge: "Washing and Drying Faults",
      heading: "Washer Dryer Combo Repair",
      intro:
        "A washer-dryer packs a heater, fan and condenser into a front loader. When clothes come out damp or the cycle stops mid-dry, we find which part of the drying circuit failed.",
      bookLabel: "Book Repair Now",
      points: ["Drying circuit diagnosis", "Condenser deep clean", "90-day warranty"],
      chat: true,
    },
    booking: { service: "Washer Dryer Repair", machine: "washer-dryer-combo" },
    blocks: [
      {
        id: "features",
        title: "Parts of the drying system we repair",
        kind: "cards",
        cards: [
          { title: "Drying heater", text: "The element that heats air for the drying cycle." },
          { title: "Drying fan", text: "The blower that circulates hot air through the drum." },
          { title: "Condenser", text: "Cools moist air so water drains away, not into your room." },
          { title: "Humidity sensing", text: "Sensors that stop drying when clothes are dry." },
        ],
      },
      {
        id: "issues",
        title: "Issues, solutions and repair times",
        muted: true,
        kind: "issues",
        book: BOOK_ISSUE,
        issues: [
          {
            title: "Not Drying",
            text: "Clothes come out damp after a full drying cycle.",
            solution: "Test the dryer heater, thermal fuse and relay.",
            time: "60-90 minutes",
          },
          {
            title: "Overheating",
            text: "Clothes are too hot or the cycle trips.",
            solution: "Replace the drying thermostat or NTC sensor.",
            time: "45-60 minutes",
          },
          {
            title: "Condenser Blockage",
            text: "Long drying times and a damp smell.",
            solution: "Flush lint from the condenser duct, clear the drain.",
            time: "30-60 minutes",
          },
          {
            title: "Drying Fan",
            text: "A buzz or rattle during drying, or no airflow.",
            solution: "Clean or replace the fan motor and impeller.",
            time: "60-90 minutes",
          },
          {
            title: "Humidity Sensor",
            text: "Drying stops too early or runs far too long.",
            solution: "Clean the sensor strips, test the board input.",
            time: "30-45 minutes",
          },
          {
            title: "Wash Cycle Leak",
            text: "Water on the floor during the wash.",
            solution: "Check condenser hoses, gasket and sump seals.",
            time: "60-120 minutes",
          },
        ],
      },
      {
        id: "brands",
        title: "Washer dryer brands we repair",
        kind: "links",
        links: brandLinks(["lg", "samsung", "ifb", "bosch", "siemens", "haier"]),
      },
    ],
    warranty: MACHINE_WARRANTY,
    cta: { title: "Clothes still damp after drying?", text: "Book a washer-dryer repair or chat with us now.", bookLabel: "Book Repair Now" },
  },
};
