// City copy: the landing pages, neighbourhoods and the local conditions the
// service-in-city pages are written from. The list of cities is src/domain/schedule/cities.ts.
import { CITIES, type CityId } from '@/domain/schedule/cities';

export interface CityContent {
  readonly id: CityId;
  readonly name: string;
  readonly intro: string;
  readonly neighbourhoods: readonly string[];
  readonly whyChoose: readonly { title: string; text: string }[];
  /** Structured data price range mark. */
  readonly priceRange: '$$' | '$$$';
  /** Local conditions the per-service challenges, benefits and tips draw on. */
  readonly local: {
    /** What the weather does to cars here. */
    readonly weather: string;
    /** Road hazard typical for the city. */
    readonly roads: string;
    /** Where people here usually park, i.e. where we work. */
    readonly parking: string;
    /** A landmark or area drivers here know. */
    readonly landmark: string;
    /** A local source of grime. */
    readonly grime: string;
  };
  /** Artwork key, or undefined to fall back to the service image. */
  readonly image?: string;
  readonly geo: { readonly lat: number; readonly lng: number };
}

export const CITY_CONTENT: Record<CityId, CityContent> = {
  burnaby: {
    id: 'burnaby',
    name: 'Burnaby',
    intro:
      'Burnaby is home base. From Metrotown high-rises to the cul-de-sacs below Burnaby Mountain, we detail cars where they are parked, usually within a day or two of booking.',
    neighbourhoods: ['Metrotown', 'Brentwood', 'Burnaby Heights', 'Lougheed', 'Edmonds', 'Deer Lake', 'SFU', 'Capitol Hill', 'Central Park'],
    whyChoose: [
      { title: 'Based in Burnaby', text: 'Our shop is on Kingsway, so Burnaby gets the shortest waits and first pick of time slots.' },
      { title: 'Condo-friendly', text: 'Self-contained water and power for Metrotown and Brentwood parkades, with no hoses across the lobby.' },
      { title: 'Mountain-ready', text: 'We know what the climb to SFU and the winter sanding on Burnaby Mountain do to paint.' },
      { title: 'Free travel in Burnaby', text: 'No call-out fee anywhere in the city.' },
    ],
    priceRange: '$$',
    local: {
      weather: 'long wet winters and snow days on Burnaby Mountain',
      roads: 'sand and brine on Gaglardi Way and the Hastings climb',
      parking: 'underground parkades in Metrotown and Brentwood towers',
      landmark: 'Burnaby Mountain',
      grime: 'construction dust around the new towers at Brentwood and Lougheed',
    },
    image: 'city-burnaby',
    geo: { lat: 49.2488, lng: -122.9805 },
  },
  vancouver: {
    id: 'vancouver',
    name: 'Vancouver',
    intro:
      'From Kitsilano laneways to Yaletown parkades, we bring a full detailing studio to Vancouver drivers, with no lineups at the wash and no afternoon lost in traffic.',
    neighbourhoods: ['Kitsilano', 'Yaletown', 'Mount Pleasant', 'Kerrisdale', 'Point Grey', 'Commercial Drive', 'West End', 'Fairview', 'Dunbar', 'Hastings-Sunrise', 'Marpole', 'Riley Park'],
    whyChoose: [
      { title: 'Laneway and parkade pros', text: 'Quiet equipment and our own water for strata parkades and tight laneways.' },
      { title: 'Salt-air know-how', text: 'Sealants chosen for cars parked near English Bay and Kits Beach.' },
      { title: 'Fits around your workday', text: 'We detail while you are at the office or working from home.' },
      { title: 'Free travel in Vancouver', text: 'No call-out fee anywhere in the city.' },
    ],
    priceRange: '$$',
    local: {
      weather: 'near-constant drizzle from October to April and salty air off English Bay',
      roads: 'streetcar-era potholes and sand on the bridges after frost',
      parking: 'strata parkades and street parking under the cherry trees',
      landmark: 'Stanley Park',
      grime: 'tree sap and blossom petals from the street trees',
    },
    image: 'city-vancouver',
    geo: { lat: 49.2827, lng: -123.1207 },
  },
  surrey: {
    id: 'surrey',
    name: 'Surrey',
    intro:
      'Surrey drivers cover big distances on Highway 1, Fraser Highway and King George. We keep commuter cars, family SUVs and work trucks clean at the curb, from Cloverdale to South Surrey.',
    neighbourhoods: ['Whalley', 'Guildford', 'Fleetwood', 'Newton', 'Cloverdale', 'South Surrey', 'Panorama Ridge', 'Sullivan Heights', 'Clayton Heights', 'Morgan Creek', 'Grandview Heights', 'Bridgeview'],
    whyChoose: [
      { title: 'Commuter focused', text: 'Highway grime and brake dust removed on cars that do serious kilometres.' },
      { title: 'Truck and SUV capable', text: 'Ladders and extra-long tools for lifted trucks and three-row SUVs.' },
      { title: 'Driveway service', text: 'Room to work in Surrey driveways means full exterior packages in one visit.' },
      { title: 'Free travel in Surrey', text: 'No call-out fee anywhere in the city.' },
    ],
    priceRange: '$$',
    local: {
      weather: 'heavy rain and the odd ice storm along the Fraser',
      roads: 'gravel and rock chips on Highway 1 and the Port Mann',
      parking: 'driveways and double garages',
      landmark: 'the Port Mann Bridge',
      grime: 'farm dust from Cloverdale and Campbell Heights',
    },
    image: 'city-surrey',
    geo: { lat: 49.1913, lng: -122.849 },
  },
  richmond: {
    id: 'richmond',
    name: 'Richmond',
    intro:
      'Richmond is flat, wet and close to the ocean, which is hard on paint. We detail and protect cars across the city, from Steveston to the condos along No. 3 Road.',
    neighbourhoods: ['Steveston', 'Brighouse', 'Terra Nova', 'Seafair', 'Broadmoor', 'Ironwood', 'Hamilton', 'East Cambie', 'Thompson', 'Blundell', 'Shellmont', 'City Centre'],
    whyChoose: [
      { title: 'Sea-air protection', text: 'Coatings and sealants that stand up to salty air off the Fraser mouth.' },
      { title: 'Premium vehicle care', text: 'Experience with high-end finishes, matte paint and PPF-wrapped cars.' },
      { title: 'Condo and townhouse ready', text: 'Self-contained setup for City Centre parkades.' },
      { title: 'Free travel in Richmond', text: 'No call-out fee anywhere in the city.' },
    ],
    priceRange: '$$$',
    local: {
      weather: 'salty, humid air from the river mouth and Sturgeon Bank',
      roads: 'airport-area construction traffic and fine gravel on the dykes',
      parking: 'townhouse garages and City Centre parkades',
      landmark: 'the Steveston waterfront',
      grime: 'jet fuel film and industrial fallout near YVR',
    },
    image: 'city-richmond',
    geo: { lat: 49.1666, lng: -123.1336 },
  },
  coquitlam: {
    id: 'coquitlam',
    name: 'Coquitlam',
    intro:
      'From Burke Mountain to Maillardville, Coquitlam mixes hillside homes, new towers and family SUVs. We bring a full detailing setup to your driveway or parkade.',
    neighbourhoods: ['Burke Mountain', 'Westwood Plateau', 'Maillardville', 'Austin Heights', 'Coquitlam Centre', 'Eagle Ridge', 'Ranch Park', 'Harbour Chines', 'Burquitlam', 'River Springs', 'Riverwood', 'Hockaday'],
    whyChoose: [
      { title: 'Hillside experience', text: 'We handle steep Westwood Plateau driveways safely.' },
      { title: 'Family vehicle specialists', text: 'Car seats, crumbs and sports gear are our daily work.' },
      { title: 'Close to home base', text: 'Short travel from Burnaby means wide slot choice.' },
      { title: 'Free travel in Coquitlam', text: 'No call-out fee anywhere in the city.' },
    ],
    priceRange: '$$',
    local: {
      weather: 'more snow than the coast on Burke Mountain and Westwood Plateau',
      roads: 'winter sand and salt on the hill roads',
      parking: 'sloped driveways and new Burquitlam towers',
      landmark: 'Lafarge Lake',
      grime: 'needles and sap from the forest edge',
    },
    image: 'city-coquitlam',
    geo: { lat: 49.2838, lng: -122.7932 },
  },
  langley: {
    id: 'langley',
    name: 'Langley',
    intro:
      'Langley has acreages, horse properties and long commutes on Highway 1. We detail trucks, SUVs and daily drivers on your property, from Walnut Grove to Brookswood.',
    neighbourhoods: ['Walnut Grove', 'Willoughby', 'Murrayville', 'Brookswood', 'Fort Langley', 'Aldergrove', 'Langley City', 'Willowbrook', 'Fernridge', 'Milner', 'Glen Valley', 'Yorkson'],
    whyChoose: [
      { title: 'Rural-ready', text: 'Fully self-contained for acreages with no outdoor tap nearby.' },
      { title: 'Truck and trailer friendly', text: 'Room and tools for big trucks, RVs on request.' },
      { title: 'Mud and dust experts', text: 'Undercarriage and wheel-well cleaning for gravel roads.' },
      { title: 'Free travel in Langley', text: 'No call-out fee anywhere in Langley City or Township.' },
    ],
    priceRange: '$$',
    local: {
      weather: 'frosty mornings and muddy springs',
      roads: 'gravel side roads and Highway 1 truck traffic',
      parking: 'acreage driveways and shop buildings',
      landmark: 'Fort Langley',
      grime: 'farm mud, pollen and dust from gravel roads',
    },
    image: 'city-langley',
    geo: { lat: 49.1044, lng: -122.6604 },
  },
  'north-vancouver': {
    id: 'north-vancouver',
    name: 'North Vancouver',
    intro:
      'Each summer we bring our detailing van across the Ironworkers to North Vancouver, for cars that spend weekends at trailheads and the beach.',
    neighbourhoods: ['Lonsdale', 'Lynn Valley', 'Deep Cove', 'Edgemont', 'Capilano', 'Upper Lonsdale', 'Seymour', 'Blueridge', 'Norgate', 'Lower Lonsdale', 'Canyon Heights', 'Delbrook'],
    whyChoose: [
      { title: 'Summer service', text: 'Dedicated North Shore days every week through the summer.' },
      { title: 'Trailhead-ready', text: 'Mud, sand and gear smell from mountain weekends removed.' },
      { title: 'Sun protection', text: 'UV protection for dashboards baking in Lonsdale sun.' },
      { title: 'Free travel on the North Shore', text: 'No call-out fee in North Vancouver.' },
    ],
    priceRange: '$$',
    local: {
      weather: 'the heaviest rainfall in the region and bright summer sun',
      roads: 'steep grades and sand on the mountain roads',
      parking: 'hillside driveways and Lonsdale parkades',
      landmark: 'Lynn Canyon',
      grime: 'trail mud, beach sand and forest sap',
    },
    image: 'city-north-vancouver',
    geo: { lat: 49.3200, lng: -123.0724 },
  },
};

export function findCity(id: string | undefined): CityContent | undefined {
  return CITIES.some((c) => c.id === id) ? CITY_CONTENT[id as CityId] : undefined;
}

/** Service-area link slug: lowercase, only the first space replaced by a hyphen (site spec). */
export function citySlug(name: string): string {
  return name.toLowerCase().replace(' ', '-');
}

/** The six city landing pages (North Vancouver has the seasonal page instead). */
export const LANDING_CITY_IDS = ['burnaby', 'vancouver', 'surrey', 'richmond', 'coquitlam', 'langley'] as const satisfies readonly CityId[];

/** North Vancouver seasonal page inputs (site spec). */
export const NORTH_VANCOUVER_SEASONAL = {
  areaName: 'North Vancouver',
  heroImage: 'city-north-vancouver',
  season: 'Summer',
  seasonalReasons: [
    'Summer sun bakes dashboards and fades trim on cars parked on open Lonsdale streets.',
    'Trail mud from Lynn Valley and sand from Deep Cove end up ground into carpets.',
    'Longer dry days are the best time of year to apply ceramic coating and sealants.',
    'Tree sap and pollen from the North Shore forests etch paint if left in the heat.',
  ],
  seasonalTips: [
    'Park in shade or use a sunshade; interior plastics crack after a few hot summers.',
    'Rinse bird droppings and sap within a day or two: heat speeds up the etching.',
    'Keep a rubber mat in the trunk for wet gear after hikes and paddles.',
    'Book protection in summer so the coating cures before the autumn rain returns.',
  ],
  solutions: [
    { serviceId: 'interior-detailing', text: 'Sand, mud and pet hair out of carpets after summer weekends.' },
    { serviceId: 'ceramic-coating', text: 'Cured in dry weather, ready before the North Shore rain returns.' },
    { serviceId: 'paint-correction', text: 'Sap etching and swirl marks polished away.' },
    { serviceId: 'ozone-treatment', text: 'Wet-gear and mildew smells removed at the source.' },
  ],
} as const;
