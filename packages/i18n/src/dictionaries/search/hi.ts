import type { SearchDictionary } from '../../dictionary';

const hi: SearchDictionary = {
  search: {
    noResult: '“{{text}}” से मेल खाता कोई गेम नहीं',
    found_one: '{{total}} गेम मिला',
    found_other: '{{total}} गेम मिले',
    foundCapped: '{{total}}+ गेम मिले',
    capNote: 'सबसे मिलते-जुलते {{total}} गेम दिखाए गए हैं। खोज सीमित करने के लिए नाम का और हिस्सा लिखें।',
  },
};
export default hi;
