// The six machine types (/machines/{slug}), also the home page's machine cards.
export type MachineType = {
  slug: string;
  title: string;
  description: string;
  /** The card shows these three bullets. */
  features: readonly [string, string, string];
};

export const MACHINES: readonly MachineType[] = [
  { slug: "front-load", title: "Front Load", description: "Door seals, drum bearings, drain pumps and error codes on front loaders.", features: ["Bearing and drum repair", "Door seal replacement", "Error code diagnosis"] },
  { slug: "top-load", title: "Top Load", description: "Agitators, pulsators, gearboxes and spin problems on top loaders.", features: ["Gearbox and pulsator repair", "Spin and drain faults", "Lid switch replacement"] },
  { slug: "semi-automatic", title: "Semi Automatic", description: "Wash and spin motors, timers and belts on twin-tub machines.", features: ["Wash and spin motor repair", "Timer replacement", "Belt and pulley service"] },
  { slug: "full-automatic", title: "Full Automatic", description: "Programme, sensor and control faults on fully automatic machines.", features: ["Sensor calibration", "Programme fault repair", "Water inlet valve service"] },
  { slug: "smart-washer", title: "Smart Washer", description: "Wi-Fi, app pairing, inverter motors and touch panels on connected washers.", features: ["Wi-Fi and app pairing", "Touch panel repair", "Inverter motor service"] },
  { slug: "washer-dryer-combo", title: "Washer Dryer Combo", description: "Heating, drying and condenser faults on washer-dryers.", features: ["Heater and thermostat repair", "Condenser cleaning", "Drying cycle faults"] },
];

export function machinePath(machine: Pick<MachineType, "slug">): string {
  return `/machines/${machine.slug}`;
}
