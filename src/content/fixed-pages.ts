// Copy of the three fixed service pages: paint protection film, ceramic
// coating and ozone treatment (site spec "Fixed service pages").
import type { Faq } from './services';

export const PPF_PAGE = {
  title: 'Paint Protection Film (PPF) in Metro Vancouver',
  tagline: 'Invisible, self-healing armour against rock chips, with 500+ installs and 8 and 10-year warranties.',
  whyChoose: [
    'Stops rock chips from Highway 1 gravel and winter road sand',
    'Self-healing top coat: light scratches vanish in the sun or with warm water',
    'Optically clear with wrapped edges, so it is invisible on any colour',
    '500+ installs on daily drivers, EVs and exotics',
    'Manufacturer warranties of 10 and 8 years against yellowing, cracking and peeling',
  ],
  brands: [
    { brand: 'XPEL Ultimate Plus', warranty: '10-year warranty', finish: 'Gloss, self-healing', note: 'Our most requested film; excellent clarity.' },
    { brand: 'SunTek Ultra', warranty: '10-year warranty', finish: 'Gloss, self-healing', note: 'Strong stain resistance, great value.' },
    { brand: '3M Scotchgard Pro', warranty: '8-year warranty', finish: 'Gloss', note: 'Proven, tough film at a lower price.' },
  ],
  process: [
    { title: 'Consultation', description: 'Coverage, film brand and finish chosen with you.', duration: '1-2 hours' },
    { title: 'Surface preparation', description: 'Decontamination wash and panel wipe-down; paint correction if needed.', duration: '30 minutes' },
    { title: 'Film installation', description: 'Computer-cut patterns applied and edges wrapped.', duration: '4-8 hours' },
    { title: 'Final inspection', description: 'Every edge checked and aftercare explained.', duration: '1 hour' },
  ],
  costGuide: [
    { item: 'Partial front (bumper, partial hood, mirrors)', price: '$800-1,500' },
    { item: 'Full vehicle', price: '$3,000-6,000' },
    { item: 'Compact cars, full front', price: 'From $1,500' },
    { item: 'Large SUVs, full front', price: 'Up to $4,000+' },
    { item: 'Premium films', price: '20-30% more' },
    { item: 'Complex surfaces (vents, sensors, spoilers)', price: 'Add $200-500' },
  ],
  areaCities: ['Vancouver', 'Burnaby', 'Surrey', 'Richmond', 'Coquitlam', 'North Vancouver'],
  faqs: [
    { question: 'How long does PPF last?', answer: 'Quality film lasts 8 to 10 years, matching the manufacturer warranty.' },
    { question: 'Can I wash my car normally?', answer: 'Yes, after the first week. Hand washing is best; avoid aiming a pressure washer at the edges.' },
    { question: 'Is PPF worth it on a lease?', answer: 'Often yes: it prevents chip charges at lease return and removes cleanly.' },
    { question: 'Can ceramic coating go on top?', answer: 'Yes, and we recommend it: the coating makes the film even easier to clean.' },
  ] satisfies Faq[],
} as const;

export const CERAMIC_PAGE = {
  title: 'Ceramic Coating in Metro Vancouver',
  tagline: 'Years of gloss and protection from rain, road salt, sap and UV, applied at your home.',
  benefits: [
    { title: 'Hydrophobic', text: 'Rain beads and rolls off, taking road film with it.' },
    { title: 'Chemical resistance', text: 'Road salt, bird droppings and tree sap cannot etch the clear coat as easily.' },
    { title: 'UV protection', text: 'Stops oxidation and fading on sun-exposed paint and trim.' },
    { title: 'Easy maintenance', text: 'A rinse and a gentle hand wash keep it looking new.' },
  ],
  packages: [
    { name: '3-Year Consumer Grade', hardness: '7H', price: '$699-899', features: ['Single layer', 'Paint and glass', 'Ideal for newer cars'], popular: false },
    {
      name: '5-Year Professional Grade',
      hardness: '9H',
      price: '$1,099-1,299',
      features: ['Two layers', 'Paint, glass and wheel faces', 'One Step polish included'],
      popular: true,
      /** The booking wizard's package this one is (its Select Package chooses it there); the others are priced by quote (src/content/booking-targets.ts). */
      bookingPackage: '5 Year Ceramic Coating',
    },
    { name: '7-Year Premium Grade', hardness: '9H+', price: '$1,499-1,799', features: ['Multi-layer', 'Paint, glass, wheels and trim', 'Two Step correction included'], popular: false },
  ],
  process: [
    { title: 'Decontamination wash', description: 'Wash, iron removal and clay bar.', duration: '4-6 hours' },
    { title: 'Paint correction', description: 'Polish out swirls so they are not sealed in.', duration: '2-3 hours' },
    { title: 'Coating application', description: 'Panel-by-panel application and levelling.', duration: '3-4 hours' },
    { title: 'Curing', description: 'Kept dry and covered while it hardens.', duration: '24-48 hours curing' },
  ],
  beforeAfter: [
    { aspect: 'Water behaviour', before: 'Sheets and spots', after: 'Beads and rolls off' },
    { aspect: 'Washing time', before: '60+ minutes', after: 'About 20 minutes' },
    { aspect: 'Gloss', before: 'Dull between waxes', after: 'Deep, constant gloss' },
    { aspect: 'Protection', before: 'Wax lasts weeks', after: 'Coating lasts years' },
    { aspect: 'Bird droppings and sap', before: 'Etch quickly', after: 'Wipe off easily' },
  ],
  areaCities: ['Vancouver', 'Burnaby', 'Surrey', 'Richmond', 'Coquitlam', 'Langley', 'North Vancouver'],
  faqs: [
    { question: 'How long does ceramic coating last?', answer: 'Three, five or seven years depending on the package you choose.' },
    { question: 'Does the car need paint correction first?', answer: 'Yes, a coating locks in whatever is underneath, so every package includes at least a polish.' },
    { question: 'How long until I can drive it?', answer: 'You can drive after application, but keep it dry for 24-48 hours while it cures.' },
    { question: 'Does ceramic coating prevent rock chips?', answer: 'No; for chips choose paint protection film, which can be coated on top.' },
  ] satisfies Faq[],
} as const;

export const OZONE_PAGE = {
  title: 'Ozone Odour Treatment in Metro Vancouver',
  tagline: 'Smoke, pet, mildew and food odours removed at the source, not masked.',
  odourTypes: [
    { name: 'Cigarette smoke', severity: 'Severe', text: 'Tar residue in the headliner, seats and vents.' },
    { name: 'Mildew and mould', severity: 'Moderate to Severe', text: 'Damp carpets and leaking seals in the wet season.' },
    { name: 'Pet odours', severity: 'Moderate', text: 'Dander and accidents soaked into fabric.' },
    { name: 'Food and spills', severity: 'Mild to Moderate', text: 'Spilled milk, takeout and gym bags.' },
  ],
  process: [
    { title: 'Odour assessment', description: 'We find the source and gauge its severity.' },
    { title: 'Deep clean', description: 'The material holding the smell is cleaned and extracted.' },
    { title: 'Ozone treatment', description: 'The sealed vehicle is treated with the HVAC recirculating.' },
    { title: 'Ventilation', description: 'The cabin is aired out until the ozone has dissipated.' },
  ],
  safety: [
    'The vehicle is empty and sealed during treatment: no people, pets or plants inside.',
    'Warning signs are placed on the vehicle while the generator runs.',
    'Full ventilation before the keys are handed back.',
    'Odour treatment times are 2-8 hours depending on severity.',
  ],
  scenarios: [
    { title: 'Used car from a smoker', before: 'Stale smoke smell from the vents every time the fan starts.', after: 'Neutral cabin; no smell with heat or A/C on.' },
    { title: 'Family SUV after a spilled milkshake', before: 'Sour smell on warm days.', after: 'Source extracted, smell gone.' },
    { title: 'Truck with a wet carpet leak', before: 'Musty mildew smell and fogged windows.', after: 'Carpet dried and treated, air fresh.' },
  ],
  pricing: [
    { tier: 'Light', price: '$199', time: '2-3 hours', text: 'Food, gym gear, light pet odours.' },
    { tier: 'Standard', price: '$299', time: '3-4 hours', text: 'Pet odours, mildew, occasional smoking.' },
    { tier: 'Severe', price: '$499', time: '6-8 hours', text: 'Heavy smoke or mould; may need multiple sessions.' },
  ],
  areaCities: ['Vancouver', 'Burnaby', 'Surrey', 'Richmond', 'Coquitlam', 'Langley', 'North Vancouver'],
  faqs: [
    { question: 'Is ozone treatment safe for my car?', answer: 'Yes, at the controlled levels and times we use; rubber and plastics are not harmed.' },
    { question: 'Will the smell come back?', answer: 'Not if the source is gone, which is why we clean before we treat.' },
    { question: 'How long does it take?', answer: 'Between 2 and 8 hours depending on the severity.' },
    { question: 'Can I sit in the car right after?', answer: 'Only after full ventilation; we hand back the keys when the air is clear.' },
  ] satisfies Faq[],
} as const;
