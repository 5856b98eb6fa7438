/**
 * The one tag the site sets on what it sends. Azure derives a city, province and country from the address a browser
 * sends from, unless the item names an address of its own: 0.0.0.0 names none, so no location of the reader is kept.
 */
export const NO_LOCATION = {'ai.location.ip': '0.0.0.0'};
