// The copy of the ten brand pages (/brands/{slug}-repair), keyed by the slug of content/brands.ts.
// Loader-only (.server): the page receives its own entry as loader data, so no brand page ships
// the other nine pages' text in its JavaScript.
import { business } from "~/content/business";
import { areaLinks } from "~/content/catalog-links";
import type { CatalogPage, PageBlock } from "~/content/page-blocks";

const TWELVE_MONTHS = "12 months warranty on the repair and on the parts we fit, with a written job card for your records.";
const NINETY_DAYS = "90 days warranty on the repair and on every part we replace; if the same fault returns, the revisit is free.";

/** The hero points every brand page shares; only the brand-specific copy differs. */
function brandPoints(extra: string): string[] {
  return ["Same-day visit, subject to technician availability", "Free inspection, upfront pricing", extra];
}

function repairBooking(brand: string) {
  return { service: `${brand} Repair`, brand };
}

/** `whereIsTheModelNumber` differs by brand: it helps the visitor read the label before booking. */
function modelsBlock(brand: string, whereIsTheModelNumber: string, models: readonly string[]): PageBlock {
  return { id: "models", title: `${brand} models we service`, intro: whereIsTheModelNumber, kind: "chips", items: models };
}

export const BRAND_PAGES: Readonly<Record<string, CatalogPage>> = {
  lg: {
    seoTitle: "LG Washing Machine Repair",
    name: "LG Washing Machine Repair",
    description:
      "LG washing machine repair in Bengaluru: Direct Drive and Smart Inverter faults, IE, OE, UE and LE error codes, drain pumps and door locks fixed at home.",
    keywords: ["LG washing machine repair", "LG front load repair Bangalore", "LG error code OE", "LG Direct Drive motor repair"],
    hero: {
      badge: "LG Front Load, Top Load and Semi-Automatic",
      heading: "LG Washing Machine Repair in Bangalore",
      intro:
        "From a Direct Drive front loader stuck on LE to a Smart Inverter top loader that will not drain, our technicians read the code, test the part and fix it on the first visit in most cases.",
      bookLabel: "Book LG Repair",
      points: brandPoints("Direct Drive and inverter specialists"),
    },
    booking: repairBooking("LG"),
    blocks: [
      {
        id: "machine-types",
        title: "LG machine types we repair",
        kind: "cards",
        cards: [
          {
            title: "LG Front Load (Direct Drive)",
            text: "6 Motion and AI Direct Drive models: rotor and stator checks, hall sensor replacement, drum bearings, door gaskets and steam generators.",
          },
          {
            title: "LG Top Load (Smart Inverter)",
            text: "TurboDrum and Smart Inverter top loaders: pulsator and clutch assemblies, lid locks, water level sensors and inverter motor boards.",
          },
          {
            title: "LG Semi-Automatic",
            text: "Roller Jet and Punch+3 twin tubs: wash and spin motors, timers, capacitors, spin lid switches and drain selector cables.",
          },
        ],
      },
      {
        id: "error-codes",
        title: "LG error codes we fix",
        intro: "The code on the display tells us where to start. These are the ones we see most often in Bengaluru homes.",
        muted: true,
        kind: "error-codes",
        codes: [
          {
            code: "IE",
            meaning: "Water does not reach the set level in time.",
            fix: "Check tap pressure and the inlet hose filter, test and replace the inlet valve coil.",
          },
          {
            code: "OE",
            meaning: "Water is not draining out.",
            fix: "Clear the drain pump filter and hose, test the pump motor, replace it if it hums but does not turn.",
          },
          {
            code: "UE",
            meaning: "Load is unbalanced, spin is stopped.",
            fix: "Redistribute the load, then check shock absorbers and suspension springs for wear.",
          },
          {
            code: "dE",
            meaning: "Door is open or the lock is not detected.",
            fix: "Inspect the door hook and latch, test the door lock switch and its wiring to the board.",
          },
          {
            code: "LE",
            meaning: "Motor is locked or overloaded.",
            fix: "Test stator windings and the hall sensor, check the rotor magnets and the motor connector.",
          },
          {
            code: "PE",
            meaning: "Water level (pressure) sensor fault.",
            fix: "Blow out the pressure tube, test the sensor frequency, replace the sensor if it drifts.",
          },
          {
            code: "FE",
            meaning: "Too much water: overflow protection.",
            fix: "Replace an inlet valve that does not close; check the pressure sensor reading.",
          },
          {
            code: "tE",
            meaning: "Heater temperature sensor error.",
            fix: "Measure the thermistor resistance, replace the NTC sensor or heater element as needed.",
          },
          {
            code: "CE",
            meaning: "Motor current is too high.",
            fix: "Check for a jammed drum or a foreign object, test the motor and the inverter section of the PCB.",
          },
          {
            code: "PF",
            meaning: "Power was interrupted during the cycle.",
            fix: "Check the socket, plug and voltage at your point; fit a stabiliser if supply dips often.",
          },
        ],
      },
      {
        id: "extra-services",
        title: "More LG services",
        kind: "cards",
        cards: [
          {
            title: "Hall sensor replacement",
            text: "The rotor position sensor behind the stator fails with LE and noisy spins; we replace it and check the rotor.",
          },
          { title: "Drain pump replacement", text: "Genuine-spec pumps for front and top loaders when cleaning the filter does not clear OE." },
          { title: "Door gasket replacement", text: "Torn or mouldy bellows cause leaks at the door; we fit a new gasket and clean the drum lip." },
          { title: "Shock absorber and spring set", text: "Banging during spin and UE codes often come from worn dampers; we replace them in pairs." },
          { title: "Inlet valve service", text: "Single and dual inlet valves replaced when the machine fills slowly, shows IE or keeps filling." },
          { title: "Control board (PCB) repair", text: "Component-level repair of the main and display boards instead of a costly full board change." },
          { title: "Steam generator repair", text: "Steam models that skip the steam step get the generator, its heater and level sensor tested." },
          {
            title: "Tub clean and descaling",
            text: "A chemical descale and a Tub Clean cycle to remove scale and odour from Bengaluru's hard borewell water.",
          },
        ],
      },
    ],
    warranty: TWELVE_MONTHS,
    cta: {
      title: "LG machine showing a code?",
      text: `Tell us the code and model when you book; we call you back ${business.callbackWithin} to confirm a slot.`,
      bookLabel: "Book LG Repair",
    },
  },

  samsung: {
    seoTitle: "Samsung Washing Machine Repair",
    name: "Samsung Washing Machine Repair",
    description:
      "Samsung washing machine repair in Bengaluru: EcoBubble, Digital Inverter and AddWash models, 4C, 5C, UB and dC error codes cleared at your home.",
    keywords: ["Samsung washing machine repair", "Samsung 5C error", "Samsung EcoBubble repair Bangalore", "Samsung Digital Inverter motor"],
    hero: {
      badge: "EcoBubble, AddWash and Digital Inverter",
      heading: "Samsung Washing Machine Repair in Bangalore",
      intro:
        "Samsung machines talk in codes such as 4C, 5C and UB. Our technicians know what each one means on your model and carry the common parts for front and top loaders.",
      bookLabel: "Book Samsung Repair",
      points: brandPoints("Error codes cleared at your home"),
    },
    booking: repairBooking("Samsung"),
    blocks: [
      {
        id: "specialised-services",
        title: "Specialised Samsung services",
        kind: "cards",
        cards: [
          {
            title: "EcoBubble generator service",
            text: "When the bubble cycle stops foaming, we clean the bubble pump and generator, clear detergent clogs and test the air pump motor.",
          },
          {
            title: "Digital Inverter motor repair",
            text: "Grinding, weak spin or 3E codes: we test the brushless motor windings, the hall sensor and the inverter stage on the main board.",
          },
          {
            title: "Error code diagnosis",
            text: "We read the code, run the service test mode and check the part it points to before quoting, so you only pay for the real fault.",
          },
        ],
      },
      {
        id: "error-codes",
        title: "Samsung codes we see most",
        muted: true,
        kind: "error-codes",
        codes: [
          { code: "4C / 4E", meaning: "No water supply.", fix: "Check the tap, inlet hose mesh and the inlet valve solenoids." },
          { code: "5C / 5E", meaning: "Drain error.", fix: "Clean the debris filter behind the bottom cover, test the drain pump." },
          { code: "UB / UE", meaning: "Unbalanced load.", fix: "Level the machine, check dampers and the suspension springs." },
          { code: "dC / dE", meaning: "Door or lid not locked.", fix: "Test the door lock assembly and the door switch wiring." },
          { code: "3E", meaning: "Motor fault.", fix: "Test the motor, hall sensor and the motor connector on the board." },
          { code: "HE", meaning: "Water heating error.", fix: "Measure the heater and thermistor; check the heater relay on the PCB." },
        ],
      },
    ],
    warranty: TWELVE_MONTHS,
    cta: {
      title: "Get your Samsung working again",
      text: "Same-day visits across Bengaluru; the technician confirms the fault and the price before starting.",
      bookLabel: "Book Samsung Repair",
    },
  },

  ifb: {
    seoTitle: "IFB Washing Machine Repair",
    name: "IFB Washing Machine Repair",
    description:
      "IFB front load washing machine repair in Bengaluru: drum bearings, door locks, heaters and control boards on Senator, Elena and Executive models.",
    keywords: ["IFB washing machine repair", "IFB front load repair Bangalore", "IFB bearing replacement", "IFB door lock"],
    hero: {
      badge: "IFB Front Load Specialists",
      heading: "IFB Washing Machine Repair in Bangalore",
      intro:
        "IFB front loaders are built to last, but bearings, door locks and heaters wear with daily use. We repair them at home with parts matched to your model number.",
      bookLabel: "Book Repair Service",
      points: brandPoints("Bearing and drum work done at home"),
    },
    booking: repairBooking("IFB"),
    blocks: [
      {
        id: "benefits",
        title: "Why IFB owners call us",
        kind: "cards",
        cards: [
          {
            title: "Drum work without a workshop trip",
            text: "Bearing and seal replacement on most IFB models is done in your utility area in about three hours.",
          },
          {
            title: "Parts matched to the model",
            text: "We check the model number first, so the heater, lock or pump we fit is the right rating for your machine.",
          },
          {
            title: "Honest repair-or-replace advice",
            text: "If the outer tub is cracked on an older Elena, we tell you the repair cost against a new machine before starting.",
          },
        ],
      },
      {
        id: "common-issues",
        title: "Common IFB issues",
        muted: true,
        kind: "issues",
        issues: [
          {
            title: "Loud rumbling during spin",
            text: "Worn drum bearings; the noise grows louder each week.",
            solution: "Dismantle the tub, press in new bearings and a new seal, reassemble and test spin.",
          },
          {
            title: "Door will not open after the cycle",
            text: "The lock stays engaged or the handle spring has snapped.",
            solution: "Release the door safely, replace the lock assembly or handle and test the lock signal.",
          },
          {
            title: "Water not heating",
            text: "Clothes come out cold on a 60 °C programme.",
            solution: "Test the heater element and NTC sensor, replace the failed part and descale the heater.",
          },
          {
            title: "Drain error and water left in the drum",
            text: "A coin or hairpin blocks the pump impeller.",
            solution: "Open the pump filter, clear the blockage, test the pump and the drain hose.",
          },
        ],
      },
      modelsBlock("IFB", "The model name is printed on the sticker inside the door rim; share it when you book and we bring matching parts.", [
        "Senator Aqua SX",
        "Senorita Plus",
        "Elena Aqua VX",
        "Executive Plus VX",
        "Diva Aqua SX",
        "Neo Diva",
        "TL-REWH Aqua",
        "Serena ZXS",
      ]),
    ],
    warranty: TWELVE_MONTHS,
    cta: {
      title: "IFB front loader acting up?",
      text: "Book now and share the model number; we bring the likely parts on the first visit.",
      bookLabel: "Book Repair Service",
    },
  },

  bosch: {
    seoTitle: "Bosch Washing Machine Repair",
    name: "Bosch Washing Machine Repair",
    description:
      "Bosch washing machine repair in Bengaluru: Serie 4 and Serie 6 front loaders, EcoSilence motors, door locks, drain pumps and E18 drain errors.",
    keywords: ["Bosch washing machine repair", "Bosch Serie 6 repair Bangalore", "Bosch E18 error", "Bosch door lock repair"],
    hero: {
      badge: "Serie 4 and Serie 6 Front Loaders",
      heading: "Bosch Washing Machine Repair in Bangalore",
      intro:
        "Bosch machines stop with a clear code when something is wrong. We run the built-in service test, find the failed part and repair Serie 4 and Serie 6 machines at home.",
      bookLabel: "Book Repair Service",
      points: brandPoints("EcoSilence motor diagnosis"),
    },
    booking: repairBooking("Bosch"),
    blocks: [
      {
        id: "benefits",
        title: "What you get with us",
        kind: "cards",
        cards: [
          {
            title: "Service test mode diagnosis",
            text: "We use the Bosch test programme to check pump, valves, heater and motor one by one instead of guessing.",
          },
          {
            title: "Quiet machine again",
            text: "EcoSilence brushless motors rarely fail; noise usually means bearings or a loose counterweight, which we fix.",
          },
          { title: "Clean, careful work", text: "Floor sheets, a tray for the drained water and a wiped-down machine when we leave." },
        ],
      },
      {
        id: "technologies",
        title: "Bosch technology we work on",
        muted: true,
        kind: "cards",
        cards: [
          { title: "EcoSilence Drive", text: "Brushless inverter motor: winding, tacho and motor module tests." },
          { title: "ActiveWater Plus", text: "Load sensing and water dosing: flow meter and pressure switch checks." },
          { title: "AntiVibration design", text: "Side-panel dampers and drum suspension that keep spin steady." },
          { title: "SpeedPerfect and VarioDrum", text: "Programme and drum paddles: broken paddles and programme faults repaired." },
        ],
      },
      modelsBlock("Bosch", "Open the door: the E-Nr and FD number on the rating plate identify the exact machine and its spare parts.", [
        "Serie 4 WAJ2416WIN",
        "Serie 4 WAJ24262IN",
        "Serie 6 WAT28463IN",
        "Serie 6 WAW28790IN",
        "Serie 4 WAB16161IN",
        "Serie 2 WAJ2006WIN",
        "Serie 6 WGA1420SIN",
        "Serie 8 WAX32M40IN",
      ]),
    ],
    warranty: TWELVE_MONTHS,
    cta: {
      title: "Book a Bosch-trained technician",
      text: "Tell us the E-code on the display; most Bosch repairs are finished in a single visit.",
      bookLabel: "Book Repair Service",
    },
  },

  whirlpool: {
    seoTitle: "Whirlpool Washer Repair",
    name: "Whirlpool Washing Machine Repair",
    description:
      "Whirlpool washing machine repair in Bengaluru: 6th Sense and Stainwash top loaders, gearboxes, pulsators, lid switches and semi-automatic motors.",
    keywords: ["Whirlpool washing machine repair", "Whirlpool top load repair Bangalore", "Whirlpool gearbox repair", "Whirlpool semi automatic repair"],
    hero: {
      badge: "Top Load and Semi-Automatic Experts",
      heading: "Whirlpool Washing Machine Repair in Bangalore",
      intro:
        "Most Whirlpool machines in Bengaluru are top loaders and twin tubs. Gearboxes, pulsators, lid switches and timers are what wear out, and they are what we repair every day.",
      bookLabel: "Book Repair Service",
      points: brandPoints("Gearbox and pulsator repairs"),
    },
    booking: repairBooking("Whirlpool"),
    blocks: [
      {
        id: "benefits",
        title: "Why choose us for Whirlpool",
        kind: "cards",
        cards: [
          {
            title: "Gearbox repair, not just replacement",
            text: "We rebuild a noisy gearbox where the housing is sound, which costs far less than a new assembly.",
          },
          { title: "Twin-tub know-how", text: "Wash timers, spin motors and capacitors on Ace and Superb Atom models are stocked in our vans." },
          { title: "Clear quote first", text: "You hear the diagnosis and the price before a single screw is turned." },
        ],
      },
      {
        id: "common-issues",
        title: "Common Whirlpool issues",
        muted: true,
        kind: "issues",
        issues: [
          {
            title: "Pulsator turns but clothes do not move",
            text: "Worn gearbox splines or a slipping belt.",
            solution: "Check belt tension, inspect the pulsator spline and rebuild or replace the gearbox.",
          },
          {
            title: "Stops at spin with lid flashing",
            text: "The lid switch or its magnet has failed.",
            solution: "Test and replace the lid switch, check the wiring harness under the top panel.",
          },
          {
            title: "Spin tub does not turn (semi-automatic)",
            text: "Dead spin capacitor or a jammed spin brake.",
            solution: "Replace the capacitor, free or replace the brake drum and test the spin motor.",
          },
          {
            title: "Water keeps filling",
            text: "Pressure switch or inlet valve stuck open.",
            solution: "Clear the air chamber, replace the pressure switch or the valve.",
          },
        ],
      },
      modelsBlock("Whirlpool", "On top loaders the model label is at the back of the top panel; on twin tubs it is on the side of the cabinet.", [
        "Stainwash Pro",
        "360° Bloomwash",
        "Whitemagic Elite",
        "Magic Clean 5 Star",
        "Ace XL semi-automatic",
        "Superb Atom",
        "Supreme Care front load",
        "Fresh Care front load",
      ]),
    ],
    warranty: TWELVE_MONTHS,
    cta: {
      title: "Whirlpool not spinning or draining?",
      text: "Book a technician today; gearbox and lid switch repairs are usually done in one visit.",
      bookLabel: "Book Repair Service",
    },
  },

  haier: {
    seoTitle: "Haier Washing Machine Repair",
    name: "Haier Washing Machine Repair",
    description:
      "Haier washing machine repair in Bengaluru: Direct Motion motors, drain pumps, E4 and Fc codes, top load and front load Haier models fixed at home.",
    keywords: ["Haier washing machine repair", "Haier top load repair Bangalore", "Haier drain pump", "Haier Direct Motion motor"],
    hero: {
      badge: "Haier Top Load and Front Load",
      heading: "Haier Washing Machine Repair in Bangalore",
      intro:
        "Haier machines are popular for value and capacity. When the drain pump gives up or the Direct Motion motor throws a code, we bring the part and fix it at your home.",
      bookLabel: "Book Repair Service",
      points: brandPoints("Drain pump parts carried in the van"),
    },
    booking: repairBooking("Haier"),
    blocks: [
      {
        id: "benefits",
        title: "Haier repairs done right",
        kind: "cards",
        cards: [
          {
            title: "Pumps and valves on hand",
            text: "Haier drain pumps and inlet valves are the most replaced parts; we carry them so most jobs finish the same day.",
          },
          {
            title: "Motor faults pinned down",
            text: "We separate a motor fault from a board fault with resistance and signal tests before anything is replaced.",
          },
          { title: "Hard water advice", text: "Scale clogs Haier valves quickly; we show you how to clean the inlet mesh to avoid a repeat visit." },
        ],
      },
      {
        id: "common-issues",
        title: "Common Haier issues",
        muted: true,
        kind: "issues",
        issues: [
          {
            title: "E4 or Fc: water not draining",
            text: "Lint in the pump or a kinked outlet hose.",
            solution: "Clean the pump and hose route, replace the pump if its coil reads open.",
          },
          {
            title: "E1 or water not filling",
            text: "Inlet mesh choked with scale, or a failed valve.",
            solution: "Clean the mesh, test the valve coil and replace it if needed.",
          },
          {
            title: "Drum shakes and walks across the floor",
            text: "Uneven legs or broken suspension rods.",
            solution: "Level the feet, replace suspension rods and re-balance the tub.",
          },
          {
            title: "Display on but drum does not turn",
            text: "Motor, capacitor or clutch problem.",
            solution: "Test the Direct Motion motor and its board output, replace the clutch if slipping.",
          },
        ],
      },
      modelsBlock("Haier", "The HWM or HW code on the rear label tells us capacity and motor type, so the right pump and valve come along.", [
        "HWM 70-826NZP",
        "HWM 65-678ES5",
        "HW70-IM10829TNZP",
        "HW80-IM12929CS3",
        "HTW70-187S",
        "HWM 80-1269DB",
        "HW65-10829T",
        "HWD80-B14979S8 washer dryer",
      ]),
    ],
    warranty: TWELVE_MONTHS,
    cta: {
      title: "Book your Haier repair",
      text: `We confirm your slot by phone ${business.callbackWithin} and send the technician with the right parts.`,
      bookLabel: "Book Repair Service",
    },
  },

  godrej: {
    seoTitle: "Godrej Washing Machine Repair",
    name: "Godrej Washing Machine Repair",
    description:
      "Godrej washing machine repair in Bengaluru: Eon top loaders and Edge semi-automatics, spin motors, timers, belts and water level sensors repaired.",
    keywords: ["Godrej washing machine repair", "Godrej Eon repair Bangalore", "Godrej semi automatic spin motor", "Godrej timer repair"],
    hero: {
      badge: "Godrej Eon and Edge Models",
      heading: "Godrej Washing Machine Repair in Bangalore",
      intro:
        "Godrej top loaders and semi-automatics are simple, sturdy machines. When a spin motor, timer or belt goes, a visit of about an hour usually has yours running again.",
      bookLabel: "Book Repair Service",
      points: brandPoints("Motors, timers and belts in stock"),
    },
    booking: repairBooking("Godrej"),
    blocks: [
      {
        id: "benefits",
        title: "Why Godrej owners book us",
        kind: "cards",
        cards: [
          { title: "Quick fixes for simple machines", text: "Belts, capacitors and timers are changed in under an hour, at the low end of our price range." },
          { title: "Older models welcome", text: "We still repair Godrej machines that are ten years old, where parts can be found or rewound." },
          { title: "Rust and leak treatment", text: "Corroded cabinets and leaking tubs are sealed or patched so the machine is safe to use." },
        ],
      },
      {
        id: "common-issues",
        title: "Common Godrej issues",
        muted: true,
        kind: "issues",
        issues: [
          {
            title: "Spin tub hums but does not turn",
            text: "Weak spin capacitor or seized spin motor bearings.",
            solution: "Replace the capacitor, lubricate or replace the spin motor.",
          },
          {
            title: "Wash timer stuck or not returning",
            text: "The mechanical timer spring is worn.",
            solution: "Fit a new wash timer and check the wash motor wiring.",
          },
          { title: "Agitator slips with a load", text: "Belt glazed or loose on the pulley.", solution: "Replace the V-belt and align the motor pulley." },
          {
            title: "Eon keeps filling water",
            text: "Water level sensor tube blocked or sensor faulty.",
            solution: "Clear the tube, test and replace the level sensor.",
          },
        ],
      },
      modelsBlock("Godrej", "Look for the WT or WS code on the back panel sticker; for old machines a photo of the control panel helps too.", [
        "Eon Allure",
        "Eon Vibe",
        "Eon Audra",
        "Edge Pro semi-automatic",
        "Edge Digi",
        "Edge Nxt",
        "Eon Velvet",
        "Eon Allure Cloud",
      ]),
    ],
    warranty: TWELVE_MONTHS,
    cta: {
      title: "Godrej machine stuck mid-wash?",
      text: "Book a visit; most Godrej repairs take about an hour once the technician is at your door.",
      bookLabel: "Book Repair Service",
    },
  },

  siemens: {
    seoTitle: "Siemens Washing Machine Repair",
    name: "Siemens Washing Machine Repair",
    description:
      "Siemens iQ washing machine repair in Bengaluru: E18 drain, E23 Aquastop leak and E27 power errors, i-Dos, bearings and door locks repaired at home.",
    keywords: ["Siemens washing machine repair", "Siemens E18 error", "Siemens E23 Aquastop", "Siemens iQ500 repair Bangalore"],
    hero: {
      badge: "Siemens iQ Series Front Loaders",
      heading: "Siemens Washing Machine Repair in Bangalore",
      intro:
        "Siemens iQ machines protect themselves with codes such as E18, E23 and E27. We find what tripped the protection, repair it and reset the machine properly.",
      bookLabel: "Book Siemens Repair",
      points: brandPoints("iSensoric diagnosis"),
    },
    booking: repairBooking("Siemens"),
    blocks: [
      {
        id: "services",
        title: "Siemens repair services",
        intro: "Pick the service closest to your problem; the technician confirms the fault on site.",
        kind: "cards",
        book: { label: "Book This Service", service: "title" },
        cards: [
          { title: "Drain Pump Repair", text: "For E18 and water left in the drum: filter clean, pump test and replacement." },
          {
            title: "Aquastop Leak Repair",
            text: "For E23: find the leak in the base tray, replace the hose, seal or Aquastop valve, and dry the float switch.",
          },
          { title: "Power and Board Repair", text: "For E27 and dead displays: supply, fuse and power-stage checks on the control module." },
          { title: "Drum Bearing Replacement", text: "Roaring spin and a wobbly drum: new bearings and shaft seal fitted in one visit." },
          { title: "Door Lock Repair", text: "Door that will not lock or will not release: lock module and handle mechanism replaced." },
          { title: "i-Dos Dosing Repair", text: "Automatic detergent dosing that stops working: dosing pump and tank sensor cleaned or replaced." },
        ],
      },
      {
        id: "error-codes",
        title: "Siemens error codes explained",
        muted: true,
        kind: "error-codes",
        codes: [
          {
            code: "E18",
            meaning: "Drain time exceeded: water is not pumping out.",
            fix: "Clean the pump filter behind the flap, check the drain hose height, test and replace the pump.",
          },
          {
            code: "E23",
            meaning: "Aquastop: water detected in the base tray.",
            fix: "Locate the leak, replace the faulty hose, gasket or valve, dry the base and reset the float.",
          },
          {
            code: "E27",
            meaning: "Voltage or power-supply fault.",
            fix: "Measure supply voltage, check the plug and socket, test the power module of the board.",
          },
        ],
      },
      {
        id: "problems",
        title: "Problems we fix on Siemens machines",
        kind: "lists",
        lists: [
          {
            items: [
              "Machine stops mid-cycle with a beep",
              "Water under the machine after a wash",
              "Drum does not turn though the display counts down",
              "Clothes still wet after the spin",
              "Burning smell during heating",
              "Touch buttons not responding",
            ],
          },
        ],
      },
      {
        id: "reasons",
        title: "Why Siemens owners choose us",
        muted: true,
        kind: "cards",
        cards: [
          { title: "German-engineering know-how", text: "Our technicians work on iQ300, iQ500 and iQ700 machines every week." },
          { title: "Codes cleared properly", text: "We fix the cause, then clear the fault memory so the code does not come back at the next wash." },
          { title: "Parts quoted upfront", text: "Price for the part and labour agreed before we start." },
          { title: "90-day repair warranty", text: "Every Siemens repair carries our written 90-day warranty." },
        ],
      },
    ],
    warranty: NINETY_DAYS,
    cta: {
      title: "Siemens showing E18, E23 or E27?",
      text: "Book a visit and tell us the code; we bring the matching pump, valve or module.",
      bookLabel: "Book Siemens Repair",
    },
  },

  voltas: {
    seoTitle: "Voltas Washing Machine Repair",
    name: "Voltas Washing Machine Repair",
    description:
      "Voltas Beko washing machine repair in Bengaluru: front load, top load and semi-automatic models; most repairs finish within 24 hours of your call.",
    keywords: ["Voltas washing machine repair", "Voltas Beko repair Bangalore", "Voltas semi automatic repair", "Voltas front load repair"],
    hero: {
      badge: "Most Repairs Within 24 Hours",
      heading: "Voltas Washing Machine Repair in Bangalore",
      intro:
        "Voltas Beko machines are newer to Indian homes, and parts can be hard to find. We keep the common ones in stock, so most repairs finish within 24 hours.",
      bookLabel: "Book Voltas Repair",
      points: brandPoints("Most repairs finish within 24 hours"),
    },
    booking: repairBooking("Voltas"),
    blocks: [
      {
        id: "services",
        title: "Voltas repair services",
        kind: "cards",
        book: { label: "Book This Service", service: "title" },
        cards: [
          { title: "Spin and Motor Repair", text: "Drum that will not spin or spins weakly: motor brushes, belt and motor control checked." },
          { title: "Drainage Repair", text: "Water left after the cycle: filter, pump and hose cleared or replaced." },
          { title: "Water Inlet Repair", text: "Slow or no filling: inlet mesh cleaned and the valve tested or changed." },
          { title: "Display and PCB Repair", text: "Blank display or unresponsive keys: board inspected and repaired at component level." },
          { title: "Leakage Repair", text: "Puddles under the machine: door seal, hoses and tub seal checked and sealed." },
          { title: "Semi-Automatic Timer Repair", text: "Wash or spin timer not counting: timer and switch replaced on twin-tub models." },
        ],
      },
      {
        id: "problems",
        title: "Common Voltas problems",
        muted: true,
        kind: "lists",
        lists: [
          {
            items: [
              "Drum stops turning halfway through the wash",
              "Clicking sound but no water enters",
              "Machine trips the MCB when heating",
              "Door seal smells and leaks",
              "Loud vibration at high spin speeds",
              "Programme knob or buttons have no effect",
            ],
          },
        ],
      },
      {
        id: "reasons",
        title: "Why choose us for Voltas",
        kind: "cards",
        cards: [
          { title: "Within 24 hours", text: "Most Voltas repairs are finished within 24 hours of your booking." },
          { title: "Stocked parts", text: "Pumps, belts, valves and door seals for popular Voltas Beko models are kept in stock." },
          { title: "No-surprise pricing", text: "Inspection is free; you approve the quote before the repair." },
          { title: "90-day warranty", text: "Written warranty of 90 days on the repair and the parts." },
        ],
      },
    ],
    warranty: NINETY_DAYS,
    cta: {
      title: "Get your Voltas fixed within 24 hours",
      text: `Book now; we confirm the slot by phone ${business.callbackWithin}.`,
      bookLabel: "Book Voltas Repair",
    },
  },

  panasonic: {
    seoTitle: "Panasonic Washer Repair",
    name: "Panasonic Washing Machine Repair",
    description:
      "Panasonic washing machine repair in Bengaluru: StainMaster, Active Foam and inverter models, H-codes, drain and spin faults, 24/7 emergency visits.",
    keywords: ["Panasonic washing machine repair", "Panasonic StainMaster repair", "Panasonic H21 error", "Panasonic top load repair Bangalore"],
    hero: {
      badge: "StainMaster and Active Foam Models",
      heading: "Panasonic Washing Machine Repair in Bangalore",
      intro:
        "Panasonic top loaders and front loaders use foam generators, heaters and inverter motors that need a careful hand. Our technicians repair them across Bengaluru, day or night.",
      bookLabel: "Book Panasonic Repair",
      points: brandPoints("24/7 emergency visits"),
    },
    booking: { service: "General Repair", brand: "Panasonic" },
    blocks: [
      {
        id: "technologies",
        title: "Panasonic technologies we service",
        kind: "cards",
        cards: [
          { title: "StainMaster+", text: "Built-in heater programmes for stains: heater, NTC and relay checks." },
          { title: "Active Foam System", text: "Foam generator and pump that pre-mix detergent: cleaning and pump replacement." },
          { title: "Econavi sensors", text: "Load and temperature sensing that sets water and time: sensor tests and recalibration." },
          { title: "Inverter direct motor", text: "Quiet brushless motors: winding, rotor and driver board diagnosis." },
          { title: "Aqua Beat Wash", text: "Pulsator and clutch system of top loaders: clutch and spline repairs." },
          { title: "Auto Restart", text: "Resumes after a power cut: we check the board when the machine forgets its place." },
        ],
      },
      {
        id: "issues",
        title: "Panasonic issues and how we solve them",
        muted: true,
        kind: "issues",
        issues: [
          {
            title: "U11: water not draining",
            text: "Drain valve or pump blocked.",
            solution: "Clean the drain path, replace the drain motor or valve if it does not open.",
          },
          { title: "U13: unbalanced load", text: "Spin stops and the machine beeps.", solution: "Re-level, inspect suspension rods and replace worn dampers." },
          {
            title: "H21 or H23: motor or sensor fault",
            text: "Drum does not turn or turns erratically.",
            solution: "Test the motor, rotation sensor and driver; replace the failed component.",
          },
          {
            title: "Foam not forming",
            text: "Active Foam pump or nozzle clogged with detergent.",
            solution: "Clean the foam generator and pump; replace the pump if it does not run.",
          },
        ],
      },
      {
        id: "reasons",
        title: "Four reasons to call us",
        kind: "cards",
        cards: [
          { title: "Emergency visits", text: "Water flooding the floor at night? Our emergency service runs 24/7 at additional charges." },
          { title: "H-code experience", text: "We know which H and U codes mean a part and which mean a setting." },
          { title: "12 months warranty", text: "Panasonic repairs carry our 12-month warranty." },
          { title: "Transparent pricing", text: "Basic repairs from ₹299, free inspection, no hidden charges." },
        ],
      },
      {
        id: "service-areas",
        title: "Panasonic repair service areas",
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
          "malleshwaram",
          "hebbal",
          "rajajinagar",
        ]),
      },
    ],
    warranty: TWELVE_MONTHS,
    cta: {
      title: "Panasonic emergency? We are on call 24/7",
      text: "Book an emergency visit or chat with us now; emergency service runs round the clock at additional charges.",
      bookLabel: "Book Emergency Repair",
      service: "Emergency Repair",
      chatText: "Hi! I need urgent help with my Panasonic washing machine.",
    },
    localBusiness: true,
  },
};
