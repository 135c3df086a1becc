// What every card of this section's lists shares, so the cards and their skeletons hold the same place.

/** A card's fixed height in pixels: the grid does not jump when the data replaces the skeletons. */
export const CARD_HEIGHT = 330;

/** A transparent pixel: an image box keeps its size while a picture is missing. */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
