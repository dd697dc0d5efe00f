// The copy of the six service pages (/services/{slug}), keyed by the slug of content/services.ts.
// Loader-only (.server), like brand-pages.server.ts.
import { business } from "~/content/business";
import { areaLinks, brandLinks } from "~/content/catalog-links";
import type { CatalogPage } from "~/content/page-blocks";

const SERVICE_WARRANTY = "90 days warranty on the repair and on every part we replace, written on your job card.";

export const SERVICE_PAGES: Readonly<Record<string, CatalogPage>> = {
  "washing-machine-repair": {
    seoTitle: "Washing Machine Repair",
    name: "Washing Machine Repair",
    description:
      "Washing machine repair at home across Bengaluru: all brands, front load, top load and semi-automatic, same-day visits, free inspection, from ₹299.",
    keywords: ["washing machine repair Bangalore", "washing machine service near me", "front load repair", "top load repair Bengaluru"],
    hero: {
      badge: "Same-Day Service Across Bengaluru",
      heading: "Washing Machine Repair at Your Home",
      intro:
        "Not draining, not spinning, leaking or dead? A trained technician comes to you, finds the fault, quotes upfront and repairs most machines on the first visit. Basic repairs start at ₹299.",
      bookLabel: "Book Repair Service",
      points: ["Free inspection", "Genuine parts", "90-day repair warranty"],
    },
    booking: { service: "Washing Machine Repair" },
    blocks: [
      {
        id: "problems",
        title: "Problems we fix every day",
        kind: "cards",
        cards: [
          { title: "Not draining", text: "Blocked pump filter, kinked hose or a failed drain pump or valve." },
          { title: "Not spinning", text: "Worn belt, faulty lid or door switch, motor or capacitor problems." },
          { title: "Leaking water", text: "Torn door gasket, loose hose clamps, cracked tub or worn seals." },
          { title: "Not filling", text: "Choked inlet mesh, failed inlet valve or a faulty pressure sensor." },
          { title: "Loud noise", text: "Worn drum bearings, a coin in the pump or a loose counterweight." },
          { title: "Heavy vibration", text: "Uneven floor, broken shock absorbers or suspension springs." },
          { title: "Door will not open", text: "Stuck door lock, broken handle or water still in the drum." },
          { title: "Error codes", text: "Codes such as OE, 5C, E18 or F21 read and traced to the failed part." },
          { title: "No power", text: "Blown fuse, damaged cord, loose connector or a failed power board." },
          { title: "Bad smell", text: "Mould in the gasket and detergent drawer, a clogged sump; deep clean and descale." },
        ],
      },
      {
        id: "process",
        title: "How a repair works",
        muted: true,
        kind: "steps",
        steps: [
          { title: "Book online or call", text: "Tell us the brand, model and what the machine is doing." },
          { title: "Confirmation call", text: `We call ${business.callbackWithin} to agree a time slot that suits you.` },
          { title: "Free inspection", text: "The technician checks the machine and finds the real cause." },
          { title: "Upfront quote", text: "You hear the price for parts and labour before any work starts." },
          { title: "Repair and test", text: "The fault is fixed and the machine runs a full test cycle with you." },
          { title: "Warranty card", text: "You get a written job card with the 90-day warranty." },
        ],
      },
      {
        id: "brand-expertise",
        title: "Brand expertise",
        kind: "cards",
        cards: [
          { title: "LG", text: "Direct Drive motors, hall sensors and LE, OE and IE codes." },
          { title: "Samsung", text: "EcoBubble pumps, Digital Inverter motors, 4C and 5C codes." },
          { title: "IFB", text: "Front load bearings, door locks and heaters." },
          { title: "Bosch", text: "Serie 4 and Serie 6 drain pumps, locks and E18 codes." },
          { title: "Whirlpool", text: "Top load gearboxes, pulsators and lid switches." },
          { title: "Siemens", text: "iQ series E18, E23 Aquastop and E27 power faults." },
        ],
      },
      {
        id: "areas",
        title: "Areas we cover",
        intro: "Technicians are based across the city, so most visits happen the same day.",
        muted: true,
        kind: "links",
        links: areaLinks([
          "indiranagar",
          "koramangala",
          "whitefield",
          "hsr-layout",
          "jp-nagar",
          "electronic-city",
          "marathahalli",
          "btm-layout",
          "jayanagar",
          "banashankari",
          "sarjapur-road",
          "rajajinagar",
          "malleshwaram",
          "hebbal",
          "rt-nagar",
        ]),
      },
    ],
    warranty: SERVICE_WARRANTY,
    cta: {
      title: "Book a technician today",
      text: `Same-day visits subject to technician availability; we confirm by phone ${business.callbackWithin}.`,
      bookLabel: "Book Repair Service",
    },
  },

  "general-repair": {
    seoTitle: "Drainage and General Repair",
    name: "General Washing Machine Repair",
    description:
      "General washing machine repair in Bengaluru: drainage issues, leaks, noise, power and spin faults, with honest time estimates from 20 to 120 minutes.",
    keywords: ["washing machine drainage problem", "washing machine not draining Bangalore", "general washing machine repair", "washing machine leaking"],
    hero: {
      badge: "Drainage, Leaks, Noise and Power Faults",
      heading: "General Washing Machine Repair",
      intro:
        "Most everyday faults are fixed in one visit. Here is what we see most often and how long each repair usually takes once the technician is at your machine.",
      bookLabel: "Book General Repair",
      points: ["Free inspection", "Basic repairs from ₹299", "90-day warranty"],
    },
    booking: { service: "General Repair" },
    blocks: [
      {
        id: "issues",
        title: "Common issues and repair times",
        kind: "issues",
        issues: [
          {
            title: "Blocked drain filter",
            text: "Water stays in the drum and the machine stops with a drain code.",
            solution: "Open and clean the pump filter, flush the drain hose.",
            time: "20-30 minutes",
          },
          {
            title: "Leaking inlet or drain hose",
            text: "A puddle forms at the back during filling or draining.",
            solution: "Replace the washer or hose and tighten clamps.",
            time: "30-45 minutes",
          },
          {
            title: "Door gasket leak",
            text: "Water drips from the front of a front loader.",
            solution: "Clean or replace the door bellows.",
            time: "45-60 minutes",
          },
          {
            title: "Drain pump failure",
            text: "The pump hums but no water moves, even with a clean filter.",
            solution: "Replace the drain pump and test a full drain and spin.",
            time: "45-60 minutes",
          },
          {
            title: "No power or tripping",
            text: "Nothing lights up, or the MCB trips when the cycle starts.",
            solution: "Check the cord, fuse, filter capacitor and heater insulation.",
            time: "60-90 minutes",
          },
          {
            title: "Noisy drum bearings",
            text: "A roar that gets louder at high spin speeds.",
            solution: "Strip the tub, replace bearings and seal, reassemble.",
            time: "90-120 minutes",
          },
        ],
      },
    ],
    warranty: SERVICE_WARRANTY,
    cta: {
      title: "Water still in the drum?",
      text: `Switch off and unplug the machine, then book; we confirm a slot by phone ${business.callbackWithin}.`,
      bookLabel: "Book General Repair",
    },
  },

  installation: {
    seoTitle: "Washing Machine Installation",
    name: "Washing Machine Installation",
    description:
      "Washing machine installation in Bengaluru: site check, unboxing, transit bolt removal, inlet and drain connections, levelling and a test wash.",
    keywords: ["washing machine installation Bangalore", "washing machine uninstallation", "washing machine shifting", "demo and installation"],
    hero: {
      badge: "New Machine, Moved House or Replacement",
      heading: "Washing Machine Installation in Bangalore",
      intro:
        "A badly installed machine leaks, walks and wears out early. We set yours up properly: transit bolts out, leak-free connections, a level stand and a full test wash.",
      bookLabel: "Book Installation",
      points: ["All brands and types", "Test wash before we leave", "90-day workmanship warranty"],
    },
    booking: { service: "Installation Service" },
    blocks: [
      {
        id: "benefits",
        title: "Why get it installed by us",
        kind: "cards",
        cards: [
          { title: "No leaks on day one", text: "New washers on the inlet, a clamped drain hose and a check of every joint under pressure." },
          { title: "Longer machine life", text: "Removing transit bolts and levelling the feet stops the drum from hammering the suspension." },
          { title: "You learn your machine", text: "We run a cycle with you and explain the programmes, the filter and the tub-clean cycle." },
        ],
      },
      {
        id: "service-items",
        title: "What we can do",
        muted: true,
        kind: "lists",
        lists: [
          {
            items: [
              "New machine installation and demo",
              "Uninstallation before a house move",
              "Reinstallation at the new home",
              "Replacement of an old machine",
              "Inlet tap and hose fitting",
              "Drain outlet and standpipe setup",
              "Stand or trolley fitting",
              "Built-in and stacked placement checks",
            ],
          },
        ],
      },
      {
        id: "process",
        title: "Installation in four steps",
        kind: "steps",
        steps: [
          { title: "Site inspection", text: "We check the tap, drain point, socket earthing and floor level where the machine will stand." },
          { title: "Unboxing and setup", text: "Packing removed, transit bolts taken out and capped, the machine placed and levelled." },
          { title: "Connections", text: "Inlet hose fitted with new washers, drain hose routed and secured, power connected." },
          { title: "Testing", text: "A test cycle checks filling, draining, spin balance and every joint for leaks." },
        ],
      },
      {
        id: "inclusions",
        title: "Included in every installation",
        muted: true,
        kind: "lists",
        lists: [
          {
            items: [
              "Transit bolt removal",
              "Levelling with a spirit level",
              "Leak check at every joint",
              "Earthing check of the socket",
              "Test wash cycle",
              "Packaging cleared from the room",
            ],
          },
        ],
      },
      {
        id: "tiers",
        title: "Installation packages",
        intro: "Prices depend on the machine and the site; the technician quotes after the site inspection.",
        kind: "tiers",
        tiers: [
          {
            name: "Standard",
            summary: "A ready site with tap, drain and socket in place.",
            features: ["Unboxing and placement", "Inlet and drain connection", "Levelling and test wash"],
          },
          {
            name: "Premium",
            highlight: "Most Popular",
            summary: "Everything in Standard, plus the extras most homes need.",
            features: ["New inlet hose and tap adaptor", "Drain hose extension if needed", "Free service call within 30 days"],
          },
          {
            name: "Express",
            summary: "Priority slot for when the machine is needed today.",
            features: ["Same-day priority slot", "Premium package included", "24/7 support for one month"],
          },
        ],
      },
    ],
    warranty: "90 days warranty on our installation work: if a connection we made leaks, we come back free.",
    cta: {
      title: "Book your installation",
      text: `Tell us the brand and where it is going; we confirm a slot ${business.callbackWithin}.`,
      bookLabel: "Book Installation",
    },
  },

  maintenance: {
    seoTitle: "Washing Machine Maintenance",
    name: "Washing Machine Maintenance",
    description:
      "Washing machine maintenance plans in Bengaluru: Basic ₹799, Deep Clean ₹1299, Premium ₹1799. Descaling, drum cleaning and checks that prevent breakdowns.",
    keywords: ["washing machine maintenance Bangalore", "washing machine deep cleaning", "washing machine descaling", "annual maintenance washing machine"],
    hero: {
      badge: "Plans from ₹799",
      heading: "Washing Machine Maintenance Plans",
      intro: "Hard water, detergent build-up and lint slowly choke every machine. Regular maintenance keeps yours clean, efficient and out of the repair shop.",
      bookLabel: "Book Maintenance",
      points: ["Extend machine life by 3-5 years", "Fewer breakdowns", "Cleaner, fresher washes"],
    },
    booking: { service: "Maintenance Service" },
    blocks: [
      {
        id: "benefits",
        title: "Why maintain your machine",
        kind: "cards",
        cards: [
          { title: "Extend lifespan by 3-5 years", text: "Clean valves, a descaled heater and checked bearings wear far more slowly." },
          { title: "Optimal performance", text: "Full water flow, a hot heater and a balanced drum give cleaner clothes in less time." },
          { title: "Prevent breakdowns", text: "Worn hoses, loose belts and failing pumps are caught before they stop a wash." },
        ],
      },
      {
        id: "service-tags",
        title: "What maintenance covers",
        muted: true,
        kind: "chips",
        items: [
          "Drum cleaning",
          "Descaling",
          "Filter cleaning",
          "Gasket cleaning",
          "Detergent drawer cleaning",
          "Hose inspection",
          "Belt check",
          "Electrical safety check",
          "Levelling",
        ],
      },
      {
        id: "plans",
        title: "Maintenance plans",
        kind: "tiers",
        book: { label: "Choose Plan", service: "title" },
        tiers: [
          {
            name: "Basic Maintenance",
            price: "₹799",
            summary: "A yearly check-up for a machine that works well.",
            features: ["Drum and filter cleaning", "Hose and connection inspection", "Levelling and test cycle"],
          },
          {
            name: "Deep Clean Service",
            price: "₹1299",
            highlight: "Most Popular",
            summary: "For smells, grey residue and slow washes.",
            features: ["Everything in Basic", "Chemical descaling of drum and heater", "Gasket and drawer deep clean", "30-day warranty"],
          },
          {
            name: "Premium Maintenance",
            price: "₹1799",
            summary: "A complete service for heavy use.",
            features: ["Everything in Deep Clean", "Bearing, belt and motor check", "Electrical safety test", "90-day warranty", "Free follow-up service"],
          },
        ],
      },
      {
        id: "tasks",
        title: "Between our visits",
        intro: "A few minutes of care at home keeps the machine fresh until the next service.",
        muted: true,
        kind: "lists",
        lists: [
          {
            title: "Monthly",
            items: ["Run an empty hot tub-clean cycle", "Wipe the door gasket folds dry", "Rinse the detergent drawer", "Clean the drain pump filter"],
          },
          {
            title: "Quarterly",
            items: [
              "Clean the inlet hose mesh",
              "Check hoses for bulges or cracks",
              "Check the machine is still level",
              "Descale with a washing machine cleaner",
            ],
          },
        ],
      },
      {
        id: "frequency",
        title: "How often to service",
        kind: "notice",
        tone: "info",
        paragraphs: ["3-5 loads a week: a professional service every 6 months.", "6 or more loads a week: a professional service every 3 months."],
      },
    ],
    warranty: "Deep Clean Service carries a 30-day warranty; Premium Maintenance carries a 90-day warranty and a free follow-up service.",
    cta: {
      title: "Keep your machine running for years",
      text: `Book a maintenance visit; we confirm the slot by phone ${business.callbackWithin}.`,
      bookLabel: "Book Maintenance",
    },
  },

  "pcb-repair": {
    seoTitle: "Washing Machine PCB Repair",
    name: "Washing Machine PCB Repair",
    description:
      "Washing machine PCB repair in Bengaluru: control board diagnosis and component-level repair, 6 months warranty on repairs, 12 months on new boards.",
    keywords: ["washing machine PCB repair Bangalore", "washing machine board repair", "control board repair", "display not working washing machine"],
    hero: {
      badge: "Component-Level Board Repair",
      heading: "Washing Machine PCB Repair",
      intro:
        "A dead display or a machine that behaves at random often points to the control board. We repair the failed components on the board instead of replacing the whole PCB whenever we can.",
      bookLabel: "Book PCB Repair",
      points: ["Board tested before any quote", "Repair costs less than a new board", "Up to 12 months warranty"],
    },
    booking: { service: "PCB Repair" },
    blocks: [
      {
        id: "problems",
        title: "Common PCB problems",
        kind: "issues",
        issues: [
          {
            title: "Dead display",
            text: "No lights even though the socket has power.",
            solution: "Test the power supply section: fuse, rectifier, regulator and SMPS chip.",
          },
          {
            title: "Buttons not responding",
            text: "Some keys work, others do nothing.",
            solution: "Clean moisture damage and replace failed tact switches on the display board.",
          },
          {
            title: "Random resets mid-cycle",
            text: "The programme restarts or skips steps.",
            solution: "Replace dried electrolytic capacitors and reflow cracked solder joints.",
          },
          {
            title: "Motor or pump not driven",
            text: "Parts test fine but never switch on.",
            solution: "Replace the failed relay, triac or driver IC on the output stage.",
          },
        ],
      },
      {
        id: "process",
        title: "Our PCB repair process",
        muted: true,
        kind: "steps",
        steps: [
          { title: "Visual inspection", text: "We look for burnt tracks, swollen capacitors, corrosion and signs of a power surge." },
          { title: "Electronic testing", text: "Supply voltages, relays, triacs and sensor inputs are measured with the board powered." },
          { title: "Component repair", text: "Failed parts are replaced and damaged tracks rebuilt; the board is cleaned and coated." },
          { title: "Function testing", text: "The board goes back in and the machine runs every stage of a cycle." },
        ],
      },
      {
        id: "signs",
        title: "Signs your PCB needs attention",
        kind: "lists",
        lists: [
          {
            items: [
              "A burning smell near the control panel",
              "Display flickers or shows garbled segments",
              "Error codes that change every time",
              "Machine stopped working after a power cut or surge",
              "Door locks but the drum never starts",
              "Beeping with no programme running",
            ],
          },
        ],
      },
      {
        id: "tiers",
        title: "PCB repair options",
        intro: "The technician quotes after diagnosis; you decide before any repair starts.",
        muted: true,
        kind: "tiers",
        tiers: [
          {
            name: "Diagnosis",
            summary: "Find out exactly what failed on the board.",
            features: ["Visual and electronic tests", "Written fault report", "Adjusted against the repair cost if you go ahead"],
          },
          {
            name: "Component Repair",
            highlight: "Most Common",
            summary: "Replace only the failed components.",
            features: ["Relays, capacitors, regulators, triacs", "Track and solder repair", "6 months warranty"],
          },
          {
            name: "Complete PCB",
            summary: "A new board when the old one cannot be repaired.",
            features: ["Board matched to your model", "Programmed and tested in the machine", "12 months warranty"],
          },
        ],
      },
      {
        id: "brands",
        title: "Boards we repair",
        kind: "links",
        links: brandLinks(["lg", "samsung", "ifb", "bosch", "whirlpool", "haier", "godrej", "panasonic"]),
      },
    ],
    warranty: "6 months warranty on component repair and 12 months on a complete PCB replacement.",
    cta: {
      title: "Board trouble? Book a diagnosis",
      text: `Switch off the machine at the socket and book; we call ${business.callbackWithin}.`,
      bookLabel: "Book PCB Repair",
    },
  },

  "door-lock-repair": {
    seoTitle: "Door Lock Repair",
    name: "Washing Machine Door Lock Repair",
    description:
      "Washing machine door lock repair in Bengaluru: stuck doors, broken handles, faulty lock assemblies and lid switches, usually fixed in 1-2 hours.",
    keywords: ["washing machine door lock repair", "washing machine door stuck Bangalore", "front load door handle broken", "door lock error"],
    hero: {
      badge: "Repairs Typically Take 1-2 Hours",
      heading: "Washing Machine Door Lock Repair",
      intro:
        "A door that will not open with your clothes inside, or will not lock so the wash never starts: we release it safely and repair the handle, latch or lock assembly, typically in 1-2 hours.",
      bookLabel: "Book Door Repair",
      points: ["Safe door release", "Locks for all major brands", "90-day warranty"],
    },
    booking: { service: "Door Lock Repair" },
    blocks: [
      {
        id: "issues",
        title: "Door issues we fix",
        kind: "issues",
        issues: [
          {
            title: "Door stuck shut",
            text: "The cycle ended but the door stays locked.",
            solution: "Drain any water, release the lock manually, replace the lock if it stays engaged.",
          },
          {
            title: "Door will not lock",
            text: "The machine beeps and shows dE, dC or a door symbol.",
            solution: "Align the door hook, replace a bent hook or the lock switch.",
          },
          {
            title: "Broken handle",
            text: "The handle moves freely but the door stays closed.",
            solution: "Fit a new handle and spring or the complete handle assembly.",
          },
          {
            title: "Lid switch failure (top load)",
            text: "Top loader fills but never spins.",
            solution: "Test and replace the lid switch and check its wiring.",
          },
        ],
      },
      {
        id: "lock-types",
        title: "Lock types we work on",
        muted: true,
        kind: "cards",
        cards: [
          { title: "Manual lock", text: "Mechanical latch and handle on older front loaders and lids." },
          { title: "Electronic lock", text: "Solenoid or wax-motor locks switched by the control board." },
          { title: "Smart lock", text: "Locks monitored by the board with add-garment doors and app alerts." },
          { title: "Safety interlock", text: "The bimetal delay that keeps the door shut for 2-3 minutes after a cycle." },
        ],
      },
      {
        id: "signs",
        title: "Signs the door lock is failing",
        kind: "lists",
        lists: [
          {
            items: [
              "The lock clicks several times before the cycle starts",
              "Door error codes appear mid-wash",
              "You must push the door hard to start a wash",
              "The door opens while water is still in the drum",
              "The handle feels loose or springy",
            ],
          },
        ],
      },
      {
        id: "process",
        title: "How we repair it",
        muted: true,
        kind: "steps",
        steps: [
          { title: "Safe release", text: "We drain the drum and open the door without damaging the lock or gasket." },
          { title: "Diagnosis", text: "Hook, latch, lock switch and the board's lock signal are tested." },
          { title: "Repair", text: "The failed handle, hook or lock assembly is replaced with a matching part." },
          { title: "Safety test", text: "We check that the door locks before filling and releases after the safety delay." },
        ],
      },
      {
        id: "tiers",
        title: "Door repair options",
        intro: "The technician quotes after inspection, before any work starts.",
        kind: "tiers",
        tiers: [
          { name: "Handle Repair", summary: "For broken or loose handles.", features: ["Handle, spring and pin replacement", "Door alignment check"] },
          {
            name: "Lock Assembly",
            highlight: "Most Common",
            summary: "For doors that will not lock or will not release.",
            features: ["Complete lock assembly replaced", "Door hook and hinge check", "Lock signal test"],
          },
          {
            name: "Electronic Lock",
            summary: "For board-controlled and smart locks.",
            features: ["Lock solenoid and switch tests", "Board output check", "Full cycle test"],
          },
        ],
      },
      {
        id: "safety",
        title: "Safety notice",
        muted: true,
        kind: "notice",
        tone: "warning",
        paragraphs: [
          "Never force the door open: you can break the hook and the lock, or release hot water onto the floor.",
          "After a cycle, wait 2-3 minutes for the safety lock to release. If water is still in the drum or the door stays locked, switch off at the socket and book a technician.",
        ],
      },
    ],
    warranty: SERVICE_WARRANTY,
    cta: { title: "Door stuck with clothes inside?", text: "Book a door repair; most are done in 1-2 hours once we arrive.", bookLabel: "Book Door Repair" },
  },
};
