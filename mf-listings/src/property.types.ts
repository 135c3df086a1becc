// The property object as get_property sends it (upstream get_property_details; spellings kept).
export interface PropertyParameter {
  id: number;
  name: string;
  image?: string;
  type_of_parameter: string;
  value: string | string[] | number | null;
}

export interface PropertyFacility {
  id: number;
  facility_id: number;
  name: string;
  image?: string;
  distance: number | string;
}

export interface Property {
  id: number;
  slug_id: string;
  title: string;
  description: string;
  price: number;
  property_type: 'sell' | 'rent' | 'sold' | 'rented';
  rentduration?: string;
  category?: { id: number; category: string; image?: string; slug_id?: string } | null;
  title_image: string;
  three_d_image?: string;
  video_link?: string;
  gallery?: Array<{ id: number; image_url: string }>;
  address: string;
  city: string;
  state: string;
  country: string;
  latitude?: string | number;
  longitude?: string | number;
  is_premium?: boolean;
  promoted?: boolean;
  customer_name?: string;
  profile?: string;
  is_verified?: boolean;
  total_view?: number;
  post_created?: string;
  /** ISO timestamp of posting (the detail shows it relative, in the reader's language). */
  created_at?: string;
  parameters?: PropertyParameter[];
  assign_facilities?: PropertyFacility[];
  meta_title?: string;
  meta_description?: string;
  /** sic: upstream spelling. */
  highligts?: string;
  sqft?: string | number;
}
