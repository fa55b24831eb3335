import type { Dictionary } from '../dictionary';

const my: Dictionary = {
  app: {
    name: 'လော်ဘီ',
    ageNote: 'ကစားသူများသည် အသက် {{age}} နှစ်နှင့်အထက် ဖြစ်ရမည်။ တာဝန်ယူမှုရှိစွာ ကစားပါ။',
    copyright: '© {{year}} လော်ဘီ။ မူပိုင်ခွင့်များ ရယူထားသည်။',
    loading: 'ဖွင့်နေသည်…',
    retry: 'ထပ်ကြိုးစားပါ',
    routeError: 'ဤစာမျက်နှာကို ဖွင့်၍မရပါ။',
  },
  header: {
    menu: 'မီနူး',
    back: 'နောက်သို့',
    home: 'ပင်မ',
    login: 'ဝင်ရောက်ရန်',
    register: 'စာရင်းသွင်းရန်',
    language: 'ဘာသာစကား',
    theme: 'အပြင်အဆင်',
  },
  nav: {
    home: 'ပင်မ',
    promotion: 'ပရိုမိုးရှင်း',
    deposit: 'ငွေသွင်း',
    service: 'ဝန်ဆောင်မှု',
    profile: 'ကိုယ်ရေး',
  },
  titles: {
    home: 'ပင်မ',
    hotGames: 'လူကြိုက်များသော ဂိမ်းများ',
  },
  home: {
    hotGames: 'ရေပန်းစားဂိမ်းများ',
    more: 'နောက်ထပ်',
    empty: 'ဂိမ်း မတွေ့ပါ',
    gameCount_one: 'ဂိမ်း {{count}} ခု',
    gameCount_other: 'ဂိမ်း {{count}} ခု',
  },
  game: {
    play: '{{name}} ကစားရန်',
    hot: 'ရေပန်းစား',
    new: 'အသစ်',
    favourite: 'အကြိုက်ဆုံးထဲ ထည့်ရန်',
    unfavourite: 'အကြိုက်ဆုံးမှ ဖယ်ရန်',
  },
  theme: {
    dark: 'အမှောင်',
    light: 'အလင်း',
  },
  errors: {
    'request.invalid': 'ပေးပို့သော အချက်အလက်အချို့ မမှန်ကန်ပါ။',
    'request.notFound': 'တောင်းဆိုသော လိပ်စာ မရှိပါ',
    'request.tooLarge': 'တောင်းဆိုမှု အရွယ်အစား ကြီးလွန်းသည်။',
    'merchant.unknown': 'ဝမ်းနည်းပါသည်၊ ဤအကောင့်တွင် ခွင့်ပြုချက်မရှိပါ သို့မဟုတ် လုပ်ဆောင်ချက်ကို ယာယီ အသုံးမပြုနိုင်ပါ',
    'language.unsupported': 'ဤဘာသာစကားကို မပံ့ပိုးပါ။',
    'system.maintenance': 'ပလက်ဖောင်းကို ပြုပြင်ထိန်းသိမ်းနေပါသည်',
    'system.regionRestricted': 'တည်နေရာ သို့မဟုတ် IP ကန့်သတ်ချက်ကြောင့် ဝင်ရောက်ခွင့် ပိတ်ထားသည်',
    'session.required': 'သင် ဝင်ရောက်ထားခြင်း မရှိသေးပါ၊ ကျေးဇူးပြု၍ အရင်ဝင်ရောက်ပါ',
    'session.expired': 'အကောင့်မှ ထွက်ပြီးဖြစ်သည်၊ ကျေးဇူးပြု၍ ပြန်လည်ဝင်ရောက်ပါ',
    network: 'အင်တာနက် မရှိပါ',
    timeout: 'ချိတ်ဆက်မှု နှေးကွေးသည်',
    unknown: 'အမည်မသိ အမှား',
  },
};

export default my;
