// Service copy: one entry per service id of the site spec. Edit the words
// here; the pages, the sitemap and the structured data all read this module.
export const SERVICE_IDS = [
  'interior-detailing',
  'exterior-detailing',
  'paint-correction',
  'ceramic-coating',
  'headlight-restoration',
  'paint-protection-film',
  'ozone-treatment',
  'steam-cleaning',
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

export interface ServiceStep {
  readonly title: string;
  readonly description: string;
  readonly duration?: string;
}

export interface Faq {
  readonly question: string;
  readonly answer: string;
}

export interface ServiceContent {
  readonly id: ServiceId;
  readonly name: string;
  /** One line for cards and meta descriptions. */
  readonly summary: string;
  readonly description: string;
  /** From-price shown on cards, or a label such as 'Quote Based'. */
  readonly priceLabel: string;
  readonly benefits: readonly string[];
  readonly process: readonly ServiceStep[];
  readonly faqs: readonly Faq[];
  readonly keywords: readonly string[];
  /** Artwork key in src/content/images.generated.ts. */
  readonly image: string;
}

export const SERVICES: Record<ServiceId, ServiceContent> = {
  'interior-detailing': {
    id: 'interior-detailing',
    name: 'Interior Detailing',
    summary: 'Seats, carpets, dash and glass brought back to clean, done in your driveway.',
    description:
      'A full interior reset for daily drivers, family haulers and work trucks. We vacuum every seam, lift out the grit that West Coast rain tracks onto the carpets, wipe and dress every panel, and leave the glass streak-free, all without you leaving home.',
    priceLabel: 'From $195',
    benefits: [
      'Deep vacuum of seats, carpets, mats and trunk, including under and between the seats',
      'Dash, console, door panels and vents cleaned and protected with a non-greasy UV dressing',
      'Interior glass and mirrors cleaned streak-free for safer night driving in the rain',
      'Leather cleaned and conditioned; cloth spot-treated for coffee and food stains',
      'We bring our own water and power: nothing needed from you but the keys',
    ],
    process: [
      { title: 'Walk-around and declutter', description: 'We note stains and problem areas with you and bag loose items so nothing goes missing.' },
      { title: 'Dry extraction', description: 'Compressed air and a commercial vacuum pull grit from vents, seams and carpet pile.' },
      { title: 'Surface cleaning', description: 'pH-balanced cleaners and soft brushes for plastics, vinyl, leather and door jambs.' },
      { title: 'Glass, dressing and final check', description: 'Streak-free glass, UV protection on the dash and a final inspection together.' },
    ],
    faqs: [
      { question: 'How long does an interior detail take?', answer: 'About two hours for a car; larger SUVs and vans with three rows take up to three.' },
      { question: 'Do you need access to my water or power?', answer: 'No. The van carries its own water tank and a quiet generator, so we can work in a parkade or on the street.' },
      { question: 'Can you remove pet hair?', answer: 'Yes. Pet hair removal is part of the vacuum stage; heavy shedding may add time, which we tell you about before we start.' },
      { question: 'Is it safe for child car seats?', answer: 'We clean around installed seats and can vacuum the seat shells; we do not uninstall or reinstall them.' },
    ],
    keywords: ['interior car detailing', 'mobile interior detailing', 'car interior cleaning'],
    image: 'service-interior',
  },
  'exterior-detailing': {
    id: 'exterior-detailing',
    name: 'Exterior Detailing',
    summary: 'Hand wash, decontamination, wheels and sealant that beads off the winter rain.',
    description:
      'Road film, brake dust and tree sap build up fast on the coast. Our exterior detail is a two-bucket hand wash with a foam pre-soak, iron and tar removal, wheels and tires done properly, and a slick sealant so the next downpour rinses the car for you.',
    priceLabel: 'From $249',
    benefits: [
      'Foam pre-soak and two-bucket hand wash that will not drag grit across the paint',
      'Iron fallout and tar removal for the speckles brake dust leaves on light colours',
      'Wheel faces, barrels and tires cleaned, with a satin tire dressing',
      'Paint sealant that keeps water beading for months through the wet season',
      'Windows and mirrors cleaned outside for clear visibility',
    ],
    process: [
      { title: 'Pre-rinse and foam', description: 'Thick foam loosens road film so the wash mitt touches as little dirt as possible.' },
      { title: 'Hand wash and decontamination', description: 'Two-bucket wash, then iron remover and tar remover where needed.' },
      { title: 'Wheels and tires', description: 'Dedicated brushes for barrels and calipers; tires scrubbed and dressed.' },
      { title: 'Dry and protect', description: 'Filtered-air and plush-towel dry, then a spray sealant on paint and glass.' },
    ],
    faqs: [
      { question: 'Will you wash my car in the rain?', answer: 'Light rain is fine under a parkade or carport. In a downpour on an open driveway we will offer to move your slot at no charge.' },
      { question: 'Is the water run-off a problem?', answer: 'We use a low-water method with biodegradable soaps and a reclaim mat where local bylaws ask for one.' },
      { question: 'How long does the sealant last?', answer: 'Typically three to four months on a daily driver. For years of protection, ask about ceramic coating.' },
      { question: 'Do you clean engine bays?', answer: 'On request, with the engine cool and sensitive parts covered. Mention it when you book.' },
    ],
    keywords: ['exterior car detailing', 'mobile car wash', 'hand car wash'],
    image: 'service-exterior',
  },
  'paint-correction': {
    id: 'paint-correction',
    name: 'Paint Correction',
    summary: 'Machine polishing that removes swirls, haze and light scratches for true gloss.',
    description:
      'Automatic car washes and dry-wiping leave swirl marks that show in every sunny parking lot. Paint correction levels the clear coat with machine polishing to remove them. One Step is $450 for most vehicles; Two Step adds a heavier cut and includes a 3-year ceramic coating.',
    priceLabel: 'From $450',
    benefits: [
      'Removes swirls, holograms, water spots and light scratches, not just fills them',
      'Paint depth measured with a gauge before we cut, so we never thin the clear coat unsafely',
      'Fixed price of $450 for One Step on most vehicles: no surprise per-panel charges',
      'Two Step with 3-year ceramic coating for $850 locks in the finish',
      'Ideal before selling a car or before applying ceramic coating or PPF',
    ],
    process: [
      { title: 'Wash and decontaminate', description: 'Full wash, iron removal and clay bar so the polish works on bare, clean paint.' },
      { title: 'Inspect and measure', description: 'Swirl-finder lighting and a paint-depth gauge decide the pad and polish combination.' },
      { title: 'Machine polishing', description: 'One or two stages with a dual-action polisher, panel by panel.' },
      { title: 'Wipe-down and protect', description: 'Polishing oils removed, then sealant or ceramic coating applied.' },
    ],
    faqs: [
      { question: 'Can every scratch be removed?', answer: 'If a fingernail catches in it, it is likely through the clear coat and can be reduced but not fully removed safely.' },
      { question: 'What is the difference between One Step and Two Step?', answer: 'One Step uses a single polish and removes about 60–80% of defects. Two Step adds a compounding stage and removes 85–95%.' },
      { question: 'How long does it take?', answer: 'About five hours for One Step and a full day for Two Step with the ceramic coating.' },
      { question: 'Do I need a garage?', answer: 'Polishing in direct sun or rain does not work well; a garage, carport or covered parkade is best. We can advise on your space.' },
    ],
    keywords: ['paint correction', 'swirl removal', 'car polishing'],
    image: 'service-correction',
  },
  'ceramic-coating': {
    id: 'ceramic-coating',
    name: 'Ceramic Coating',
    summary: 'Three, five or seven years of hard, glossy protection against rain, salt and UV.',
    description:
      'A ceramic coating bonds to the clear coat and forms a hard, slick layer that sheds water, road grime and bird droppings. On the coast, where cars spend half the year wet, it turns a weekly chore into a quick rinse.',
    priceLabel: 'From $699',
    benefits: [
      'Hydrophobic finish: rain beads and rolls off, taking dirt with it',
      'Resists road salt, tree sap, bird droppings and UV fading',
      'Deep gloss that lasts years, not weeks like wax',
      'Easier washing: most grime rinses off with a pressure washer',
      'Packages from 3-year consumer grade to 7-year premium grade',
    ],
    process: [
      { title: 'Decontamination wash', description: 'Wash, iron removal and clay bar.', duration: '4-6 hours' },
      { title: 'Paint correction', description: 'Polishing to remove defects before they are sealed in.', duration: '2-3 hours' },
      { title: 'Coating application', description: 'Panel-by-panel application and levelling under inspection lights.', duration: '3-4 hours' },
      { title: 'Curing', description: 'Kept dry while the coating hardens.', duration: '24-48 hours curing' },
    ],
    faqs: [
      { question: 'How long does ceramic coating last?', answer: 'Three, five or seven years depending on the package, with a yearly inspection wash.' },
      { question: 'Can it be applied outdoors?', answer: 'It needs a dry, covered space for application and the first hours of curing; a garage or carport works.' },
      { question: 'Does it stop rock chips?', answer: 'No. A coating resists chemicals and UV; for stone chips, choose paint protection film on the front end.' },
      { question: 'When can I wash the car?', answer: 'Rinse-only after 48 hours, a full hand wash after seven days.' },
    ],
    keywords: ['ceramic coating', '9H ceramic coating', 'ceramic paint protection'],
    image: 'service-ceramic',
  },
  'headlight-restoration': {
    id: 'headlight-restoration',
    name: 'Headlight Restoration',
    summary: 'Yellowed, foggy lenses sanded, polished and UV-sealed for brighter night driving.',
    description:
      'Polycarbonate headlights oxidise and yellow, cutting light output on dark, wet roads. We wet-sand the damaged layer away, polish the lens clear and seal it with a UV-resistant coating so it stays clear. $80 for a pair.',
    priceLabel: '$80',
    benefits: [
      'Restores light output for safer driving on unlit roads and in heavy rain',
      'Helps pass inspections and improves resale appeal',
      'UV sealant slows re-yellowing far better than a polish alone',
      'A fraction of the cost of replacement headlight assemblies',
      'Done in about an hour in your driveway',
    ],
    process: [
      { title: 'Mask and assess', description: 'Surrounding paint taped off; we check for internal moisture that polishing cannot fix.' },
      { title: 'Wet sanding', description: 'Progressive grits remove the oxidised, yellow layer.' },
      { title: 'Polishing', description: 'Machine polish brings the lens back to optical clarity.' },
      { title: 'UV sealing', description: 'A UV-resistant clear coat protects the fresh surface.' },
    ],
    faqs: [
      { question: 'How long will the results last?', answer: 'With the UV sealant, typically one to two years depending on sun exposure and parking.' },
      { question: 'Can you fix condensation inside the lamp?', answer: 'No. Moisture inside means a failed seal; we will tell you before we start.' },
      { question: 'Is the price per headlight?', answer: 'The $80 price covers a pair of standard headlights.' },
      { question: 'Do you do fog lights and tail lights?', answer: 'Yes, on request; ask for a quote when you book.' },
    ],
    keywords: ['headlight restoration', 'foggy headlights', 'headlight polishing'],
    image: 'service-headlight',
  },
  'paint-protection-film': {
    id: 'paint-protection-film',
    name: 'Paint Protection Film',
    summary: 'Self-healing clear film that stops rock chips on the highway, with 8 and 10-year warranties.',
    description:
      'Paint protection film (PPF) is a clear urethane layer that absorbs stone chips, scratches and road debris before they reach your paint. Highway 1 gravel and winter sanding make it the best protection for a new or freshly corrected car.',
    priceLabel: 'Quote Based',
    benefits: [
      'Absorbs rock chips from highway gravel and winter road sand',
      'Self-healing top coat: light swirls disappear with warmth',
      'Optically clear; invisible on any paint colour',
      '8 and 10-year manufacturer warranties depending on film brand',
      'Can be combined with ceramic coating on top for easier washing',
    ],
    process: [
      { title: 'Consultation', description: 'Coverage options and film brands chosen to match your driving.', duration: '1-2 hours' },
      { title: 'Surface preparation', description: 'Decontamination wash and panel wipe-down.', duration: '30 minutes' },
      { title: 'Installation', description: 'Precision-cut film applied and wrapped at the edges.', duration: '4-8 hours' },
      { title: 'Final inspection', description: 'Edges checked and aftercare explained.', duration: '1 hour' },
    ],
    faqs: [
      { question: 'How much does PPF cost?', answer: 'Partial front coverage runs $800-1,500; full vehicle $3,000-6,000, depending on size and film.' },
      { question: 'Will the film yellow?', answer: 'Modern films carry non-yellowing warranties of 8 to 10 years.' },
      { question: 'Can PPF be removed?', answer: 'Yes. It peels off cleanly from factory paint without damage.' },
      { question: 'How soon can I drive the car?', answer: 'Right away; avoid washing for about a week while the adhesive settles.' },
    ],
    keywords: ['paint protection film', 'PPF', 'clear bra', 'rock chip protection'],
    image: 'service-ppf',
  },
  'ozone-treatment': {
    id: 'ozone-treatment',
    name: 'Ozone Odour Treatment',
    summary: 'Eliminates smoke, pet, mildew and food odours at the source instead of masking them.',
    description:
      'Ozone oxidises odour molecules in the upholstery, headliner and ventilation system. Combined with a proper interior clean, it removes smoke, pet, mildew and spoiled-food smells that air fresheners only cover up.',
    priceLabel: 'From $199',
    benefits: [
      'Neutralises odours at the molecular level, including inside the HVAC ducts',
      'No perfumes or residue left behind',
      'Kills mould and mildew spores that thrive in damp coastal winters',
      'Safe process: the vehicle is sealed and aired out before return',
      'Three tiers from light to severe odours',
    ],
    process: [
      { title: 'Odour assessment', description: 'We find the source and its severity.' },
      { title: 'Source removal', description: 'Cleaning and extraction of the material holding the smell.' },
      { title: 'Ozone treatment', description: 'Generator run in the sealed vehicle with the HVAC cycling.' },
      { title: 'Ventilation and check', description: 'The vehicle is aired out until ozone has dissipated.' },
    ],
    faqs: [
      { question: 'Is ozone safe?', answer: 'Ozone is only used in an empty, sealed vehicle; we ventilate fully before you get back in.' },
      { question: 'How long does it take?', answer: 'Odour treatment times are 2-8 hours depending on severity.' },
      { question: 'Will it remove cigarette smoke?', answer: 'Yes; heavy, long-term smoke may need the Severe tier and possibly multiple sessions.' },
      { question: 'Will the smell come back?', answer: 'Not if the source has been removed; we clean the source before we treat.' },
    ],
    keywords: ['ozone treatment', 'car odour removal', 'smoke smell removal'],
    image: 'service-ozone',
  },
  'steam-cleaning': {
    id: 'steam-cleaning',
    name: 'Steam Cleaning & Interior Shampoo',
    summary: 'Hot water extraction and steam for stains, spills, salt lines and odours.',
    description:
      'When a vacuum is not enough, hot water extraction and steam lift what has soaked in: coffee, juice, salt lines from winter boots and the musty smell of wet mats. Fabric is left clean and dries within hours.',
    priceLabel: '$349',
    benefits: [
      'Hot water extraction pulls dirt out of the carpet and seat foam, not just the surface',
      'Steam sanitises vents, cup holders and seams without harsh chemicals',
      'Removes white salt lines from winter footwear',
      'Upholstery shampoo for cloth seats and headliners',
      'Stain and odour removal included',
    ],
    process: [
      { title: 'Vacuum and pre-treat', description: 'Dry soil removed, then stains pre-treated with the right chemistry.' },
      { title: 'Steam', description: 'High-temperature steam on hard surfaces, seams and vents.' },
      { title: 'Extraction', description: 'Hot water extraction of seats, carpets and mats.' },
      { title: 'Drying', description: 'Air movers and open windows so fabric dries within hours.' },
    ],
    faqs: [
      { question: 'How long until the seats are dry?', answer: 'Usually two to four hours; in cold, damp weather we leave air movers running longer.' },
      { question: 'Can every stain be removed?', answer: 'Most organic stains come out; dyes, ink and bleach marks may only lighten.' },
      { question: 'Is steam safe for leather?', answer: 'We use steam carefully on leather seams only and clean leather surfaces by hand.' },
      { question: 'Does it remove odours?', answer: 'Yes, for most odours. Very strong smells may need an ozone treatment as well.' },
    ],
    keywords: ['car steam cleaning', 'car upholstery shampoo', 'car carpet cleaning'],
    image: 'service-steam',
  },
};

export function findService(id: string | undefined): ServiceContent | undefined {
  return id && (SERVICE_IDS as readonly string[]).includes(id) ? SERVICES[id as ServiceId] : undefined;
}

/** The six services the /services overview and the city pages link to. */
export const CORE_SERVICE_IDS = [
  'interior-detailing',
  'exterior-detailing',
  'paint-correction',
  'ceramic-coating',
  'headlight-restoration',
  'steam-cleaning',
] as const satisfies readonly ServiceId[];
