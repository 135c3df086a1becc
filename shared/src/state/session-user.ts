// What the app keeps of the signed-in user (`User_signup.data`). No imports: e2e support reads it too.

/** The signed-in user's public data kept in the `User_signup` slice. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  mobile: string;
  profile: string;
  address: string;
}

type Nullish<T> = { [K in keyof T]?: T[K] | null };

/** The session's user from a customer object of any answer (user_signup, get-user-data): absent fields empty. */
export function toSessionUser(customer: { id: number } & Nullish<Omit<SessionUser, 'id'>>): SessionUser {
  return {
    id: customer.id,
    name: customer.name ?? '',
    email: customer.email ?? '',
    mobile: customer.mobile ?? '',
    profile: customer.profile ?? '',
    address: customer.address ?? '',
  };
}
