// The home page's six testimonials (static).
export type Review = {
  name: string;
  locality: string;
  rating: 5;
  service: string;
  text: string;
  verified: boolean;
};

export const REVIEWS: readonly Review[] = [
  {
    name: "Priya Raghunath",
    locality: "Indiranagar",
    rating: 5,
    service: "Front Load Drum Repair",
    text: "Our IFB front loader was thumping during spin. The technician came the same evening, found a worn drum bearing, showed me the old part and had it running quietly in under two hours.",
    verified: true,
  },
  {
    name: "Arjun Shetty",
    locality: "Whitefield",
    rating: 5,
    service: "Drain Pump Replacement",
    text: "Water kept standing in the drum after every wash. They cleared a coin and hair clog from the filter, replaced the pump and quoted the price before starting. No surprises on the bill.",
    verified: true,
  },
  {
    name: "Lakshmi Narayan",
    locality: "Jayanagar",
    rating: 5,
    service: "Semi Automatic Spin Motor",
    text: "My mother's old Whirlpool twin tub stopped spinning. Other shops said buy a new one; these people replaced the spin motor capacitor and belt for a fraction of that.",
    verified: true,
  },
  {
    name: "Mohammed Irfan",
    locality: "HSR Layout",
    rating: 5,
    service: "Door Lock Repair",
    text: "The Samsung door would not unlock with clothes inside. I called at 9 AM and the door lock was replaced before lunch. Polite technician who also cleaned the gasket.",
    verified: true,
  },
  {
    name: "Sneha Kulkarni",
    locality: "Koramangala",
    rating: 5,
    service: "Installation & Setup",
    text: "New LG machine in a small utility balcony. They fixed the inlet with a proper tap adapter, levelled it on the sloping floor and ran a test wash. Very neat work.",
    verified: true,
  },
  {
    name: "Ravi Gowda",
    locality: "Electronic City",
    rating: 5,
    service: "PCB Repair",
    text: "Bosch display was dead after a power surge. They repaired the control board instead of replacing it, which saved me a lot, and gave a written warranty on the repair.",
    verified: true,
  },
];
