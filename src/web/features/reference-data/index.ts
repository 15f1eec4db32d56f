export { useDictionary, type DictionaryOption } from './use-dictionary';
export { DictionarySelect } from './dictionary-select';
export { InterfaceAddressSelect } from './interface-address-select';
