import { defaultCountries, type CountryData } from 'react-international-phone';

/*
 * The regions libphonenumber checks a number for (`getCountries()`, 245) that react-international-phone
 * 4.8 leaves out (it has 218), plus Antarctica, whose bases use Norfolk Island's +672 1x numbers; spec §3
 * asks for about 240. Tuples as the library writes them: [name, iso2, dial code, format, priority].
 * A territory sharing a dial code comes after its larger neighbour (priority), so a typed +44 still
 * guesses the United Kingdom, and a territory the shopper chose stays chosen while they type. North
 * American territories take the dial code with their area code, as the library's Caribbean ones do.
 * The names are the library's fallback only: the list shows Intl.DisplayNames in the page language.
 */
const TERRITORIES: CountryData[] = [
  ['Åland Islands', 'ax', '358', '.. ... .. ..', 1],
  ['American Samoa', 'as', '1684'],
  ['Anguilla', 'ai', '1264'],
  ['Antarctica', 'aq', '672', '', 1],
  ['Ascension Island', 'ac', '247'],
  ['Bermuda', 'bm', '1441'],
  ['British Virgin Islands', 'vg', '1284'],
  ['Christmas Island', 'cx', '61', '. .... ....', 1],
  ['Cocos (Keeling) Islands', 'cc', '61', '. .... ....', 2],
  ['Cook Islands', 'ck', '682'],
  ['Falkland Islands', 'fk', '500'],
  ['Guernsey', 'gg', '44', '.... ......', 1],
  ['Isle of Man', 'im', '44', '.... ......', 2],
  ['Jersey', 'je', '44', '.... ......', 3],
  ['Montserrat', 'ms', '1664'],
  ['Niue', 'nu', '683'],
  ['Norfolk Island', 'nf', '672'],
  ['Northern Mariana Islands', 'mp', '1670'],
  ['Saint Barthélemy', 'bl', '590', '... .. .. ..', 1],
  ['Saint Helena', 'sh', '290'],
  ['Saint Martin', 'mf', '590', '... .. .. ..', 2],
  ['Sint Maarten', 'sx', '1721'],
  ['Svalbard and Jan Mayen', 'sj', '47', '... .. ...', 1],
  ['Tokelau', 'tk', '690'],
  ['Tristan da Cunha', 'ta', '290', '', 1],
  ['Turks and Caicos Islands', 'tc', '1649'],
  ['U.S. Virgin Islands', 'vi', '1340'],
  ['Western Sahara', 'eh', '212', '', 1],
];

/** Every country and territory the phone input offers and formats. */
export const PHONE_COUNTRY_DATA: CountryData[] = [...defaultCountries, ...TERRITORIES];
