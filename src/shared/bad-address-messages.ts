/**
 * The page a storefront address that holds a NUL character (%00) gets: no page of the shop
 * takes one, and the server refuses it before any page or query sees it (400). Plain HTML, no
 * script: a person who followed a mangled link reads what happened and a way back.
 */
export const badAddressMessages = {
  title: 'This address cannot be opened',
  text: 'The address holds a character no page of the shop accepts (%00). Check the link, or start again from the home page.',
  home: 'Go to the home page',
};

export type BadAddressMessages = typeof badAddressMessages;
