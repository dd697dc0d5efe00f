import type { Area } from "~/content/areas";

// The content of the sixteen area pages, keyed by slug. Only loaders import this file, so the
// copy reaches the browser once, as page data, and never inside the JavaScript every page loads.
export type InfoCard = { title: string; text: string };

type Locality = { name: string; pincode: string };

type AreaPage = {
  pincode: string;
  /** One or two sentences for the area card and the meta description. */
  summary: string;
  /** The hero paragraph. */
  intro: string;
  /** Short proof points in the hero. */
  badges?: readonly string[];
  /** The hero's booking button label (HSR Layout, JP Nagar and Electronic City: 'Book Service Now'). */
  heroBookLabel?: string;
  benefits: readonly [InfoCard, InfoCard, InfoCard, InfoCard];
  /** What goes wrong with machines in this area, and why. */
  localIssues: readonly InfoCard[];
  /** Neighbouring areas we also cover; those with their own page are linked. */
  nearby: readonly string[];
  /** Koramangala: its blocks and landmarks, and its own service hours. */
  blocks?: readonly string[];
  landmarks?: readonly string[];
  hours?: string;
  /** Whitefield: localities with pincodes. */
  localities?: readonly Locality[];
  /** HSR Layout, JP Nagar, Electronic City: why residents choose us. */
  whyChoose?: readonly InfoCard[];
};

const AREA_PAGES: Record<Area["slug"], AreaPage> = {
  indiranagar: {
    pincode: "560038",
    summary: "Same-day repairs from 100 Feet Road to HAL 2nd Stage, for independent houses and the newer apartment blocks alike.",
    intro:
      "From the bungalows off CMH Road to the apartments around 12th Main, Indiranagar homes run their machines hard. Our technicians are a short ride away on Old Airport Road and usually reach you within a few hours of your call.",
    badges: ["Same-day visits", "All brands", "Free inspection"],
    benefits: [
      { title: "Close by", text: "Technicians based near Domlur cover 100 Feet Road, Double Road and HAL 2nd Stage without crossing the city." },
      { title: "Evening slots", text: "Visits until 8 PM, so working couples around 80 Feet Road need not take leave for a repair." },
      { title: "Premium machines", text: "Experience with the Bosch, Siemens and LG front loaders common in Indiranagar's renovated homes." },
      { title: "Tidy work", text: "We carry floor sheets and a wet vacuum, because many machines here sit in finished kitchens, not utility areas." },
    ],
    localIssues: [
      {
        title: "Tanker water scale",
        text: "Many buildings mix Cauvery and tanker water. The hard water coats heaters and inlet valves, so we often see slow heating and E-codes about water supply.",
      },
      {
        title: "Old plumbing, new machines",
        text: "Older houses have narrow drain points at floor level. A front loader pushing water into them backs up; we fit a standpipe or reroute the hose.",
      },
    ],
    nearby: ["Domlur", "HAL 2nd Stage", "Jeevan Bima Nagar", "Ulsoor", "CV Raman Nagar", "Koramangala"],
  },
  koramangala: {
    pincode: "560034",
    summary: "All eight blocks covered from 8 AM to 10 PM, the longest service hours we offer in any area.",
    intro:
      "Koramangala has more shared flats and PGs than almost anywhere in Bengaluru, and their machines run several loads a day. We cover all eight blocks from 8 AM to 10 PM, so a machine that fails after work can still be looked at the same night.",
    badges: ["Open 8 AM to 10 PM", "All 8 blocks", "PG and shared-flat friendly"],
    hours: "8 AM to 10 PM, every day",
    benefits: [
      { title: "Late visits", text: "Slots until 10 PM, later than our other areas, to suit the start-up and office crowd." },
      { title: "Heavy-use repairs", text: "Machines in PGs and shared flats wear out bearings, belts and door locks fast; we carry those parts." },
      { title: "Landlord-ready invoices", text: "Itemised bills with photos of the fault, so tenants can claim the cost from owners easily." },
      { title: "Quick parts", text: "Parts suppliers on Hosur Road mean a missing part is usually fitted the next morning." },
    ],
    localIssues: [
      {
        title: "Overloading",
        text: "Shared machines are often packed full. The result is broken suspension springs, a drum that knocks against the body, and burnt spin motors.",
      },
      {
        title: "Lint and coins in pumps",
        text: "Frequent washing of jeans and hoodies fills drain filters quickly; a blocked pump is the most common call we get here.",
      },
    ],
    blocks: ["1st Block", "2nd Block", "3rd Block", "4th Block", "5th Block", "6th Block", "7th Block", "8th Block"],
    landmarks: [
      "Nexus (Forum) Mall",
      "Sony World Junction",
      "St. John's Medical College",
      "Jyoti Nivas College",
      "Koramangala Indoor Stadium",
      "BDA Complex",
      "Wipro Park",
      "National Games Village",
    ],
    nearby: ["Ejipura", "Madiwala", "BTM Layout", "HSR Layout", "Adugodi", "Indiranagar"],
  },
  whitefield: {
    pincode: "560066",
    summary: "Gated communities and IT-corridor apartments from ITPL to Varthur, with a technician stationed in the area.",
    intro:
      "Whitefield's large gated communities mostly run on borewell water, and that water is hard on washing machines. A technician stationed near ITPL covers the area from Hoodi to Varthur, so you do not wait for someone to cross Old Madras Road traffic.",
    badges: ["Technician based in Whitefield", "Gated-community entry handled", "Borewell water experts"],
    benefits: [
      { title: "No cross-city wait", text: "A local technician avoids the KR Puram and Marathahalli bottlenecks, so visits are on time." },
      { title: "Gate passes handled", text: "Share the flat number and we register with your community's visitor app before we arrive." },
      { title: "Hard-water fixes", text: "Descaling, inlet filter cleaning and heater replacement for machines on borewell supply." },
      { title: "Weekend slots", text: "Saturday and Sunday visits for residents who work in the ITPL and EPIP offices." },
    ],
    localIssues: [
      {
        title: "Borewell hardness",
        text: "Water from deep borewells leaves white crust on the drum and heater. Heaters fail early and detergent stops foaming; descaling every few months helps.",
      },
      {
        title: "Voltage fluctuations",
        text: "Newer layouts on the edge of the grid see voltage dips that damage control boards. We repair the PCB and advise a stabiliser where needed.",
      },
    ],
    localities: [
      { name: "Whitefield Main Road", pincode: "560066" },
      { name: "ITPL and EPIP Zone", pincode: "560066" },
      { name: "Hoodi", pincode: "560048" },
      { name: "Kadugodi", pincode: "560067" },
      { name: "Channasandra", pincode: "560067" },
      { name: "Brookefield", pincode: "560037" },
      { name: "Kundalahalli", pincode: "560037" },
      { name: "Varthur", pincode: "560087" },
    ],
    nearby: ["Marathahalli", "KR Puram", "Mahadevapura", "Sarjapur Road", "Hope Farm", "Kadugodi"],
  },
  "hsr-layout": {
    pincode: "560102",
    summary: "All seven sectors of HSR Layout, with quick visits from our south-east team on Outer Ring Road.",
    intro:
      "HSR Layout's seven sectors are full of young families and new apartments, many with front loaders bought in the last few years. Our south-east team reaches any sector quickly from Agara and Outer Ring Road.",
    badges: ["Sectors 1 to 7", "Front load specialists", "Same-day service"],
    heroBookLabel: "Book Service Now",
    benefits: [
      { title: "Every sector", text: "From Sector 1 near Agara Lake to Sector 7 by the Silk Board end, all covered the same day." },
      { title: "Baby-safe cleaning", text: "Drum and gasket cleaning with mild agents, popular with parents washing baby clothes." },
      { title: "Out-of-warranty help", text: "Machines just past the brand warranty get an honest repair quote, not a push to buy new." },
      { title: "Apartment logistics", text: "We bring a trolley for the heavy front loaders that need to be moved out of tight utility areas." },
    ],
    whyChoose: [
      { title: "Technicians who live nearby", text: "Two of our senior technicians live in Sector 2 and Sector 6, so emergency calls are answered fast." },
      { title: "Transparent pricing", text: "Inspection is free and basic repairs start from ₹299; you approve the price before work begins." },
      { title: "Written warranty", text: "Every repair is covered by a written warranty that lists the part and the period." },
    ],
    localIssues: [
      {
        title: "Rubber gasket mould",
        text: "Front loaders in closed utility areas stay damp. The door gasket grows mould, smells and eventually tears; we clean or replace it.",
      },
      {
        title: "Low pressure on high floors",
        text: "Upper-floor flats get weak water flow, so machines stop with fill errors. We clean inlet screens and check the valve.",
      },
    ],
    nearby: ["Agara", "Bellandur", "Koramangala", "BTM Layout", "Haralur Road", "Bommanahalli"],
  },
  "jp-nagar": {
    pincode: "560078",
    summary: "JP Nagar Phase 1 to Phase 9, from Dalmia Circle to the Kanakapura Road end, including older independent houses.",
    intro:
      "JP Nagar stretches across nine phases, from the established houses near Sarakki to new towers along Kanakapura Road. We repair everything from 20-year-old semi-automatics to this year's smart washers here.",
    badges: ["Phase 1 to 9", "Semi-automatic experts", "Senior-citizen friendly"],
    heroBookLabel: "Book Service Now",
    benefits: [
      { title: "Old machines welcome", text: "Twin-tub and early top-load models still common in older JP Nagar homes, repaired rather than written off." },
      { title: "Patient explanations", text: "We explain the fault and the price clearly, and call a family member too if you wish." },
      { title: "Ring Road access", text: "Our south team uses the Outer Ring Road to reach any phase within a couple of hours." },
      { title: "Spare parts for older models", text: "Timers, wash motors and gear boxes for machines that brands no longer stock." },
    ],
    whyChoose: [
      { title: "Long-standing customers", text: "Many JP Nagar families have called us for years; most of our work here comes through referrals." },
      { title: "Repairs over replacement", text: "We tell you honestly when a repair is worth it, and when it is not." },
      { title: "Clean handover", text: "We test a full cycle with you and leave the area as we found it." },
    ],
    localIssues: [
      { title: "Worn semi-automatic timers", text: "Older semi-automatics fail at the wash timer or spin brake. These are quick, inexpensive repairs." },
      {
        title: "Rust on the cabinet base",
        text: "Machines kept near open drains in older houses rust at the base and the legs; we treat it before it reaches the motor mount.",
      },
    ],
    nearby: ["Jayanagar", "Banashankari", "BTM Layout", "Puttenahalli", "Bannerghatta Road", "Uttarahalli"],
  },
  "electronic-city": {
    pincode: "560100",
    summary: "Phase 1 and Phase 2, Neeladri Road and the Hosur Road apartments, without waiting for a technician from the city centre.",
    intro:
      "Electronic City sits at the far end of the elevated Hosur Road expressway, and many repair services simply will not come this far. We keep a technician and a stock of common parts on this side of Silk Board for both phases.",
    badges: ["Phase 1 and Phase 2", "Parts stocked locally", "No extra travel charge"],
    heroBookLabel: "Book Service Now",
    benefits: [
      { title: "No travel surcharge", text: "The same prices as the rest of Bengaluru, even though we are past the toll." },
      { title: "Local stock", text: "Drain pumps, inlet valves and door locks kept nearby so most repairs finish in one visit." },
      { title: "Shift-friendly timing", text: "Early morning and late evening slots for residents working shifts on the tech campuses." },
      { title: "Large-complex experience", text: "Regular work in the big complexes off Neeladri Road and Doddathoguru." },
    ],
    whyChoose: [
      { title: "We actually come", text: "Book a slot and a technician turns up; we do not cancel because the address is far." },
      { title: "Fixed quotes", text: "The price agreed at inspection is the price you pay." },
      { title: "Follow-up calls", text: "We call a week after the repair to check the machine is still working well." },
    ],
    localIssues: [
      {
        title: "Dust in balcony machines",
        text: "Construction all around means fine dust settles in machines kept on open balconies. It clogs the detergent drawer and damages the control panel.",
      },
      {
        title: "Power cuts mid-cycle",
        text: "Frequent short cuts stop a cycle with the door locked. We show how to release it safely and check the lock and board.",
      },
    ],
    nearby: ["Bommasandra", "Hebbagodi", "Begur", "Hosa Road", "Chandapura", "HSR Layout"],
  },
  marathahalli: {
    pincode: "560037",
    summary: "Marathahalli, Munnekolala and the Outer Ring Road apartments, reached before the evening traffic builds.",
    intro:
      "Marathahalli's bridge and Outer Ring Road junction are among the busiest in the city, so we plan visits here in the morning and early afternoon. Apartment blocks around Munnekolala and Kundalahalli Gate make up most of our calls.",
    benefits: [
      { title: "Traffic-aware slots", text: "Visits scheduled around the ORR peak hours, so the technician arrives when promised." },
      { title: "Bachelor flat repairs", text: "Flexible timing and quick fixes for the many shared flats near the tech parks." },
      { title: "Top-load know-how", text: "Plenty of work on the budget top loaders popular with tenants here." },
      { title: "Price before work", text: "You see and approve the full price, parts included, before anything is opened." },
    ],
    localIssues: [
      {
        title: "Unlevelled machines",
        text: "Machines moved between rented flats are rarely re-levelled, causing violent shaking on spin. We level and secure them.",
      },
      { title: "Transit bolts left in", text: "We still find new machines run with shipping bolts in place after a move, which wrecks the suspension." },
    ],
    nearby: ["Munnekolala", "Kundalahalli", "Doddanekundi", "Whitefield", "Bellandur", "Sarjapur Road"],
  },
  "btm-layout": {
    pincode: "560076",
    summary: "BTM 1st and 2nd Stage, from Udupi Garden to Madiwala lake, including the many PGs near Silk Board.",
    intro:
      "BTM Layout's two stages pack houses, PGs and small apartments tightly around Madiwala lake. Narrow streets and tight utility spaces are normal here, and our technicians are used to working in them.",
    benefits: [
      { title: "Tight-space repairs", text: "Repairs done in place wherever possible, without dragging the machine through narrow corridors." },
      { title: "PG contracts", text: "Regular maintenance visits for paying-guest owners with several machines." },
      { title: "Fast from Silk Board", text: "Our south-east team passes Silk Board daily and can stop in quickly." },
      { title: "Budget-friendly", text: "Repairs from ₹299 for the common faults that bring down hard-working machines." },
    ],
    localIssues: [
      {
        title: "Drain backflow",
        text: "Shared drain lines in older buildings back up during heavy use, sending dirty water into the drum. We fit non-return fittings and reroute hoses.",
      },
      { title: "Motor overheating", text: "Back-to-back loads in PGs overheat wash motors and burn capacitors; we replace them and explain rest intervals." },
    ],
    nearby: ["Madiwala", "Koramangala", "HSR Layout", "JP Nagar", "Jayanagar", "Bommanahalli"],
  },
  jayanagar: {
    pincode: "560041",
    summary: "Jayanagar 1st to 9th Block, around 4th Block shopping and the quiet residential cross roads.",
    intro:
      "Jayanagar's tree-lined blocks have some of the city's oldest residential streets, and many households keep a machine for a decade or more. We specialise in keeping those machines going, as well as fixing the new ones.",
    benefits: [
      { title: "Long-life repairs", text: "Bearing, seal and motor work that adds years to machines other services call too old." },
      { title: "Morning visits", text: "Early slots from 8 AM, convenient for households that start the day early." },
      { title: "Trusted technicians", text: "Uniformed, ID-carrying technicians whose names and numbers you receive before the visit." },
      { title: "Kannada, Tamil, Hindi, English", text: "Technicians who can explain the repair in the language you are comfortable with." },
    ],
    localIssues: [
      {
        title: "Sump water sediment",
        text: "Water stored in underground sumps carries fine sediment that clogs inlet screens and valves. We clean the screen and fit an inlet filter.",
      },
      { title: "Worn door gaskets", text: "Front loaders kept for years harden their rubber gaskets, which then leak at the bottom of the door." },
    ],
    nearby: ["Basavanagudi", "JP Nagar", "BTM Layout", "Banashankari", "Wilson Garden", "Padmanabhanagar"],
  },
  banashankari: {
    pincode: "560070",
    summary: "Banashankari 1st to 6th Stage, from the temple area to Kathriguppe and the Ring Road.",
    intro:
      "Banashankari spreads over six stages in south-west Bengaluru, a mix of independent houses with terrace wash areas and newer apartments towards Kanakapura Road. We cover all of them from our south team.",
    benefits: [
      { title: "Terrace machines", text: "Repairs for machines installed on terraces and open wash areas, including weather damage." },
      { title: "All six stages", text: "From BSK 1st Stage near the temple to the 6th Stage layouts, on the same day." },
      { title: "Semi-automatic parts", text: "Wash and spin motors, belts and timers stocked for the twin tubs common here." },
      { title: "Family-friendly timing", text: "Afternoon slots that suit households where someone is home during the day." },
    ],
    localIssues: [
      {
        title: "Rain and sun damage",
        text: "Machines on terraces suffer cracked lids, faded panels and water inside the control box after the monsoon. We dry, test and replace what is needed.",
      },
      {
        title: "Rats in the wiring",
        text: "Machines near gardens and open drains sometimes have wires and hoses chewed. We replace the harness and fit a protective base cover.",
      },
    ],
    nearby: ["Kathriguppe", "Padmanabhanagar", "Jayanagar", "JP Nagar", "Girinagar", "Uttarahalli"],
  },
  "sarjapur-road": {
    pincode: "560035",
    summary: "Villa communities and high-rise apartments from Bellandur Gate to Dommasandra along Sarjapur Road.",
    intro:
      "Sarjapur Road has grown from farmland to one of Bengaluru's largest residential corridors in a few years. Most homes here have new front loaders, washer-dryers and smart washers, and many sit in large gated communities.",
    benefits: [
      { title: "Smart washer support", text: "Wi-Fi pairing, app errors and firmware-related faults on connected machines." },
      { title: "Washer-dryer repairs", text: "Heater, condenser and drying faults on the combo machines common in villas here." },
      { title: "Gated-community access", text: "We pre-register at the gate so the visit is not held up by security." },
      { title: "Covering the whole stretch", text: "From Bellandur Gate and Kaikondrahalli to Dommasandra and Chikkabellandur." },
    ],
    localIssues: [
      {
        title: "Tanker-water dependence",
        text: "Many new communities still buy tanker water. Its variable quality clogs inlet valves and scales heaters quickly.",
      },
      {
        title: "Installation shortcuts",
        text: "Machines installed in a hurry when families move in often have kinked drain hoses or missing standpipes. We fix the installation properly.",
      },
    ],
    nearby: ["Bellandur", "Kaikondrahalli", "Dommasandra", "Carmelaram", "HSR Layout", "Marathahalli"],
  },
  rajajinagar: {
    pincode: "560010",
    summary: "Rajajinagar 1st to 6th Block and the areas around Navrang and ISKCON, served from our west team.",
    intro:
      "Rajajinagar is one of west Bengaluru's established neighbourhoods, with busy family homes around Navrang and Dr Rajkumar Road. Our west team reaches its blocks quickly from Chord Road.",
    benefits: [
      { title: "West Bengaluru team", text: "Technicians based near Chord Road, minutes from every block." },
      { title: "Large-family machines", text: "Repairs for 8 kg and larger machines that run daily for big households." },
      { title: "Same-day parts", text: "Common parts sourced the same day from the wholesale markets nearby." },
      { title: "Clear paperwork", text: "An itemised invoice and warranty card for every repair." },
    ],
    localIssues: [
      {
        title: "Daily heavy loads",
        text: "Joint families run large loads every day, which wears out drum bearings and shock absorbers. We hear the tell-tale rumble often.",
      },
      { title: "Detergent build-up", text: "Too much powder detergent leaves sludge in the drawer and pump; we clean it and suggest the right dose." },
    ],
    nearby: ["Malleshwaram", "Basaveshwaranagar", "Vijayanagar", "Yeshwanthpur", "Mahalakshmi Layout", "Magadi Road"],
  },
  malleshwaram: {
    pincode: "560003",
    summary: "Malleshwaram's crosses from Sampige Road to 18th Cross and Margosa Road, including older heritage homes.",
    intro:
      "Malleshwaram's old homes along Sampige Road and Margosa Road were not built with washing machines in mind. Water points, drains and sockets are often improvised, and many of our repairs here start by fixing the installation.",
    benefits: [
      { title: "Installation fixes", text: "Proper inlet taps, drain routing and earthed sockets in older houses." },
      { title: "Repairs that respect the home", text: "Careful work in heritage interiors, with floors covered and nothing drilled without asking." },
      { title: "All eras of machine", text: "From old semi-automatics to new inverter front loaders." },
      { title: "Central location", text: "Quick to reach from our north and west teams via Sankey Road." },
    ],
    localIssues: [
      {
        title: "Unearthed sockets",
        text: "Older wiring often lacks a proper earth. Machines give small shocks and boards fail. We check the socket and recommend an electrician where needed.",
      },
      {
        title: "Drain hose too low",
        text: "Hoses pushed straight into floor drains siphon water out mid-wash, so the machine keeps refilling. We set the hose at the right height.",
      },
    ],
    nearby: ["Rajajinagar", "Sadashivanagar", "Seshadripuram", "Vyalikaval", "Yeshwanthpur", "RT Nagar"],
  },
  vijayanagar: {
    pincode: "560040",
    summary: "Vijayanagar, Hampi Nagar and RPC Layout, near the metro line and Magadi Road.",
    intro:
      "Vijayanagar's busy residential streets around the metro station and Maruthi Mandir are home to many families with top loaders and semi-automatics. We cover it together with Hampi Nagar, RPC Layout and Attiguppe.",
    benefits: [
      { title: "Top loader focus", text: "Pulsator, gearbox and lid switch repairs for the top loaders most homes here use." },
      { title: "Near the metro", text: "Technicians reach Vijayanagar quickly from our west base, whatever the traffic on Magadi Road." },
      { title: "Affordable fixes", text: "Honest quotes, with basic repairs from ₹299." },
      { title: "Flexible time slots", text: "Morning, afternoon, evening or a flexible slot that suits you." },
    ],
    localIssues: [
      {
        title: "Gearbox wear",
        text: "Top loaders used for years start making a grinding sound and stop agitating; usually the gearbox or pulsator coupling is worn.",
      },
      { title: "Lid switch failures", text: "Lids slammed shut break the safety switch, and the machine refuses to spin. A quick, cheap repair." },
    ],
    nearby: ["Hampi Nagar", "RPC Layout", "Attiguppe", "Rajajinagar", "Basaveshwaranagar", "Nagarbhavi"],
  },
  "rt-nagar": {
    pincode: "560032",
    summary: "RT Nagar, Ganganagar and the streets around Mekhri Circle, served by our north team.",
    intro:
      "RT Nagar sits just north of Mekhri Circle, between Hebbal and Sanjay Nagar. It is a settled residential area of independent houses, and its families often keep machines for many years, so we do plenty of repair-not-replace work here.",
    benefits: [
      { title: "North team nearby", text: "Technicians based near Hebbal reach RT Nagar and Ganganagar quickly." },
      { title: "Older machine repairs", text: "Motors, timers and belts for machines well past their brand support." },
      { title: "Doorstep diagnosis", text: "Free inspection at home; you decide on the repair after hearing the price." },
      { title: "Respectful service", text: "Technicians who explain, clean up and test the machine with you." },
    ],
    localIssues: [
      {
        title: "Water-pump pressure surges",
        text: "Homes pumping water to overhead tanks see pressure surges that burst inlet hoses. We fit braided hoses that last.",
      },
      { title: "Belt slip on semi-automatics", text: "Worn belts make the spin tub turn slowly and clothes stay wet; a new belt solves it." },
    ],
    nearby: ["Ganganagar", "Sanjay Nagar", "Hebbal", "Sultanpalya", "Cholanayakanahalli", "Malleshwaram"],
  },
  hebbal: {
    pincode: "560024",
    summary: "Hebbal, Kempapura and the apartments near Manyata Tech Park and the Hebbal flyover.",
    intro:
      "Hebbal ties the airport road to the city, and the large apartment complexes near Manyata Tech Park and Hebbal lake have grown quickly. Our north team is based close by and covers Kempapura, Nagawara and Kodigehalli too.",
    benefits: [
      { title: "Close to home base", text: "Our north team starts the day near the Hebbal flyover, so morning slots are easy." },
      { title: "Apartment experience", text: "Regular work in high-rise complexes with service lifts and visitor registration." },
      { title: "Smart and inverter models", text: "Experience with the newer inverter and connected machines popular with tech-park families." },
      { title: "Emergency help", text: "Urgent visits for a machine stuck full of water or with the door locked." },
    ],
    localIssues: [
      {
        title: "Door locks after power cuts",
        text: "A short power cut can leave a front loader locked and full. We release it safely and replace a failed lock.",
      },
      { title: "Lake-side humidity", text: "Damp air near the lake corrodes terminals and control boards in machines kept on balconies." },
    ],
    nearby: ["Kempapura", "Nagawara", "Kodigehalli", "Sahakar Nagar", "RT Nagar", "Thanisandra"],
  },
};

/** An area together with its page content. */
/** An area's page: `label` is its name as the page writes it (ಇಂದಿರಾನಗರ); `name` is the booking's locality. */
export type AreaPageCopy = Area & AreaPage & { label: string };

export function areaPageFor(location: Area): AreaPageCopy {
  const page = AREA_PAGES[location.slug];
  if (!page) throw new Error(`No page content for ${location.slug}`);
  return { ...location, ...page, label: location.name };
}

/** What the area pages say in another language: each area's own line, and what every area page says. */
export type LocalAreaPages = {
  summaries: Record<Area["slug"], string>;
  intro: (area: string) => string;
  badges: readonly string[];
  benefits: AreaPage["benefits"];
  localIssues: readonly InfoCard[];
  /** Koramangala's longer service hours. */
  hours: string;
};

/**
 * An area's page in Kannada or Hindi: shorter than the English one, written for the language
 * rather than translated line by line; the places (blocks, landmarks, nearby areas) keep the
 * names people write on their addresses.
 */
export function localAreaPage(location: Area, copy: LocalAreaPages, label: string): AreaPageCopy {
  const english = areaPageFor(location);
  const summary = copy.summaries[location.slug];
  if (!summary) throw new Error(`No ${label} summary for ${location.slug}`);
  return {
    ...english,
    label,
    summary,
    intro: copy.intro(label),
    badges: copy.badges,
    heroBookLabel: undefined,
    benefits: copy.benefits,
    localIssues: copy.localIssues,
    whyChoose: undefined,
    hours: english.hours ? copy.hours : undefined,
  };
}
