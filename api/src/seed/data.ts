/** Static demo content: places, categories, parameters and texts the seed draws from. */

export interface Locality {
  name: string;
  lat: number;
  lng: number;
}

export interface City {
  city: string;
  state: string;
  localities: Locality[];
}

/** Six cities with real locality coordinates (jittered by the seed). */
export const CITIES: City[] = [
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    localities: [
      { name: 'Andheri West', lat: 19.1364, lng: 72.8296 },
      { name: 'Bandra West', lat: 19.0596, lng: 72.8295 },
      { name: 'Powai', lat: 19.1176, lng: 72.906 },
      { name: 'Juhu', lat: 19.1075, lng: 72.8263 },
      { name: 'Lower Parel', lat: 18.9986, lng: 72.8308 },
      { name: 'Goregaon East', lat: 19.1663, lng: 72.8526 },
    ],
  },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    localities: [
      { name: 'Whitefield', lat: 12.9698, lng: 77.75 },
      { name: 'Koramangala', lat: 12.9352, lng: 77.6245 },
      { name: 'Indiranagar', lat: 12.9719, lng: 77.6412 },
      { name: 'HSR Layout', lat: 12.9121, lng: 77.6446 },
      { name: 'Hebbal', lat: 13.0358, lng: 77.597 },
      { name: 'Jayanagar', lat: 12.925, lng: 77.5938 },
    ],
  },
  {
    city: 'Delhi',
    state: 'Delhi',
    localities: [
      { name: 'Vasant Kunj', lat: 28.52, lng: 77.159 },
      { name: 'Dwarka', lat: 28.5921, lng: 77.046 },
      { name: 'Saket', lat: 28.5245, lng: 77.2066 },
      { name: 'Greater Kailash', lat: 28.5482, lng: 77.2345 },
      { name: 'Rohini', lat: 28.7383, lng: 77.0822 },
      { name: 'Lajpat Nagar', lat: 28.5677, lng: 77.2433 },
    ],
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    localities: [
      { name: 'Hinjewadi', lat: 18.5913, lng: 73.7389 },
      { name: 'Kothrud', lat: 18.5074, lng: 73.8077 },
      { name: 'Baner', lat: 18.559, lng: 73.7868 },
      { name: 'Viman Nagar', lat: 18.5679, lng: 73.9143 },
      { name: 'Kharadi', lat: 18.5515, lng: 73.9348 },
      { name: 'Aundh', lat: 18.558, lng: 73.8075 },
    ],
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    localities: [
      { name: 'Gachibowli', lat: 17.4401, lng: 78.3489 },
      { name: 'Banjara Hills', lat: 17.4156, lng: 78.4347 },
      { name: 'Jubilee Hills', lat: 17.4326, lng: 78.4071 },
      { name: 'Kondapur', lat: 17.4615, lng: 78.3636 },
      { name: 'Madhapur', lat: 17.4483, lng: 78.3915 },
      { name: 'Kukatpally', lat: 17.4849, lng: 78.4138 },
    ],
  },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    localities: [
      { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
      { name: 'Anna Nagar', lat: 13.085, lng: 80.2101 },
      { name: 'Velachery', lat: 12.9815, lng: 80.218 },
      { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
      { name: 'Sholinganallur', lat: 12.901, lng: 80.2279 },
      { name: 'Besant Nagar', lat: 12.999, lng: 80.2707 },
    ],
  },
];

/** The views a home can overlook (the checkbox parameter of the residential categories). */
export const OVERLOOKING = ['Park', 'Main road', 'Lake', 'Sea', 'Hills', 'City skyline', 'Forest'];

export type ParamKey =
  | 'bedrooms'
  | 'bathrooms'
  | 'furnishing'
  | 'parking'
  | 'overlooking'
  | 'floor'
  | 'facing'
  | 'ownership'
  | 'washrooms'
  | 'plot_area';

export const PARAMETERS: {
  key: ParamKey;
  name: string;
  type: 'number' | 'dropdown' | 'radio' | 'checkbox' | 'text';
  values: string[];
  required: boolean;
}[] = [
  { key: 'bedrooms', name: 'Bedrooms', type: 'number', values: [], required: true },
  { key: 'bathrooms', name: 'Bathrooms', type: 'number', values: [], required: true },
  {
    key: 'furnishing',
    name: 'Furnishing',
    type: 'dropdown',
    values: ['Unfurnished', 'Semi-furnished', 'Fully furnished'],
    required: false,
  },
  { key: 'parking', name: 'Parking', type: 'radio', values: ['Yes', 'No'], required: false },
  // A multiple-choice feature of the home itself. Amenities (lift, gym, pool…) are not a parameter: a listing ticks
  // them in amenity_id[] (AMENITIES), and a parameter of the same name showed them twice in the forms.
  {
    key: 'overlooking',
    name: 'Overlooking',
    type: 'checkbox',
    values: OVERLOOKING,
    required: false,
  },
  { key: 'floor', name: 'Floor', type: 'number', values: [], required: false },
  { key: 'facing', name: 'Facing', type: 'dropdown', values: ['North', 'East', 'South', 'West'], required: false },
  { key: 'ownership', name: 'Ownership', type: 'dropdown', values: ['Freehold', 'Leasehold'], required: false },
  { key: 'washrooms', name: 'Washrooms', type: 'number', values: [], required: false },
  { key: 'plot_area', name: 'Plot area (sq ft)', type: 'number', values: [], required: true },
];

export type CategoryName = 'House' | 'Apartment' | 'Villa' | 'Plot' | 'Office' | 'Shop';

export const CATEGORIES: { name: CategoryName; colour: string; params: ParamKey[]; residential: boolean }[] = [
  {
    name: 'House',
    colour: '#e76f51',
    params: ['bedrooms', 'bathrooms', 'furnishing', 'parking', 'overlooking', 'facing'],
    residential: true,
  },
  {
    name: 'Apartment',
    colour: '#2a9d8f',
    params: ['bedrooms', 'bathrooms', 'furnishing', 'parking', 'overlooking', 'floor'],
    residential: true,
  },
  {
    name: 'Villa',
    colour: '#8338ec',
    params: ['bedrooms', 'bathrooms', 'furnishing', 'parking', 'overlooking', 'facing'],
    residential: true,
  },
  { name: 'Plot', colour: '#bc6c25', params: ['plot_area', 'facing', 'ownership'], residential: false },
  { name: 'Office', colour: '#264653', params: ['washrooms', 'furnishing', 'parking', 'floor'], residential: false },
  { name: 'Shop', colour: '#e9c46a', params: ['washrooms', 'floor', 'ownership'], residential: false },
];

export const FACILITIES: { name: string; colour: string }[] = [
  { name: 'School', colour: '#f4a261' },
  { name: 'Hospital', colour: '#e63946' },
  { name: 'Metro station', colour: '#457b9d' },
  { name: 'Airport', colour: '#1d3557' },
  { name: 'Mall', colour: '#9d4edd' },
  { name: 'Park', colour: '#2d6a4f' },
];

/** The gated features: upstream's seven (ids 1–7) plus service_list. */
export const FEATURES: { name: string; type: string }[] = [
  { name: 'Property List', type: 'property_list' },
  { name: 'Property Feature List', type: 'property_feature' },
  { name: 'Project List', type: 'project_list' },
  { name: 'Project Feature List', type: 'project_feature' },
  { name: 'Mortgage Calculator Detail Access', type: 'mortgage_calculator_detail' },
  { name: 'Premium Properties Access', type: 'premium_properties' },
  { name: 'Project List Access', type: 'project_access' },
  { name: 'Service List', type: 'service_list' },
];

export const DESCRIPTION_OPENERS = [
  'Bright and airy',
  'Well-maintained',
  'Newly renovated',
  'Spacious',
  'Thoughtfully designed',
  'Move-in ready',
  'Premium',
  'Quiet and leafy',
];

export const HIGHLIGHTS = [
  'Close to the metro',
  'Gated community',
  'Corner unit with cross ventilation',
  'Vastu compliant',
  'Ready to move',
  'Walking distance to schools',
  'Park-facing balcony',
  'Covered parking',
];

export const PROJECT_NAMES = [
  'Skyline Residences',
  'Green Meadows',
  'Lakeview Heights',
  'Palm Grove Villas',
  'Urban Nest',
  'Riverfront Towers',
  'Sunrise Enclave',
  'The Orchard',
  'Metro One',
  'Silver Oak Homes',
  'Harbour Point',
  'Emerald Park',
  'Cedar Crest',
  'Tech Park Plaza',
];

export const SERVICE_TYPES = [
  'Plumbing',
  'Electrical',
  'Interior Design',
  'Painting',
  'Packers & Movers',
  'Legal & Documentation',
  'Home Cleaning',
  'Pest Control',
];

export const SERVICE_COMPANIES = [
  'FlowRight',
  'BrightSpark',
  'Nest Interiors',
  'ColourCraft',
  'SafeShift',
  'DeedWise',
  'SparkleHome',
  'PestAway',
  'FixIt Pro',
  'UrbanCare',
  'HomeHelp',
  'TrustMove',
];

export const ARTICLES: { title: string; category: CategoryName | null; body: string }[] = [
  {
    title: 'Ten questions to ask before buying your first home',
    category: 'Apartment',
    body: 'Buying a first home is exciting and daunting. Check the title, the approvals, the carpet area and the maintenance charges before you sign anything.',
  },
  {
    title: 'Understanding RERA: what it means for buyers',
    category: null,
    body: 'The Real Estate (Regulation and Development) Act protects buyers of under-construction homes. Always check that a project is registered and read its quarterly updates.',
  },
  {
    title: 'Home loan basics: fixed or floating?',
    category: null,
    body: 'A floating rate follows the market, a fixed rate does not. Compare the total interest over the tenure, not just the first EMI.',
  },
  {
    title: 'Renting in a new city: a checklist',
    category: 'Apartment',
    body: 'Visit at different times of day, read the rental agreement carefully and photograph the flat before you move in.',
  },
  {
    title: 'Why villas are back in demand',
    category: 'Villa',
    body: 'More space, private gardens and home offices have made independent homes popular again in the suburbs of every metro.',
  },
  {
    title: 'Buying a plot: due diligence that pays off',
    category: 'Plot',
    body: 'Confirm the land use, the encumbrance certificate and road access. A surveyor’s report costs little compared to a boundary dispute.',
  },
  {
    title: 'Choosing an office that grows with your team',
    category: 'Office',
    body: 'Look at the lease escalation, the power backup and the commute of your team before the rent per square foot.',
  },
  {
    title: 'High-street shops: footfall is everything',
    category: 'Shop',
    body: 'Visit on a weekday and a weekend, count the people who walk past and talk to the neighbouring shop owners.',
  },
  {
    title: 'Stamp duty and registration explained',
    category: 'House',
    body: 'Stamp duty varies by state and sometimes by the buyer. Budget for it, and for registration charges, on top of the agreement value.',
  },
];

export const FAQS: [string, string][] = [
  [
    'How do I list my property?',
    'Sign in, complete your profile and choose "Add property". Listings are reviewed before they go live.',
  ],
  [
    'Is listing a property free?',
    'The Starter package lets you list two properties for free. Paid packages raise the limits.',
  ],
  [
    'What is a premium property?',
    'A premium listing shows its full details only to members whose package includes premium access.',
  ],
  [
    'How are agents verified?',
    'Agents submit a verification form with their documents; our team reviews it within two working days.',
  ],
  ['Can I contact an owner directly?', 'Yes. Signed-in users can chat with the owner or agent from the property page.'],
  [
    'How do I report a misleading listing?',
    'Use "Report property" on the listing page and pick a reason. We review every report.',
  ],
  ['Which cities does Abode cover?', 'Mumbai, Bengaluru, Delhi, Pune, Hyderabad and Chennai, with more coming soon.'],
  [
    'How do I change the language?',
    'Pick a language from the menu at the top of any page. Arabic is shown right to left.',
  ],
  ['Can I delete my account?', 'Yes, from your profile settings. Your listings and chats are removed with it.'],
];

export const ABOUT_US =
  '<h2>About Abode Realty</h2><p>Abode helps people find homes to buy and rent, discover new projects and hire trusted home services across India.</p>';
export const PRIVACY_POLICY =
  '<h2>Privacy Policy</h2><p>We collect only what we need to run the marketplace: your account details, your listings and your messages. We never sell personal data.</p>';
export const TERMS =
  '<h2>Terms &amp; Conditions</h2><p>Listings must be accurate and lawful. Abode may remove listings that break these terms.</p>';
