import type { SearchDictionary } from '../../dictionary';

const my: SearchDictionary = {
  search: {
    noResult: '“{{text}}” နှင့် ကိုက်ညီသော ဂိမ်း မရှိပါ',
    found_one: 'ဂိမ်း {{total}} ခု တွေ့ပါသည်',
    found_other: 'ဂိမ်း {{total}} ခု တွေ့ပါသည်',
    foundCapped: 'ဂိမ်း {{total}}+ ခု တွေ့ပါသည်',
    capNote: 'အကိုက်ညီဆုံး {{total}} ခုကိုသာ ပြထားပါသည်။ ရှာဖွေမှုကို ကျဉ်းရန် ဂိမ်းအမည်ကို ထပ်ရိုက်ပါ။',
  },
};
export default my;
