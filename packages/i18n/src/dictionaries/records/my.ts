// One language's dictionary of the KYC and records screens, key for key with English.
import type { RecordsDictionary } from '../../dictionary';

const my: RecordsDictionary = {
  recordLinks: {
    kyc: 'အထောက်အထား စစ်ဆေးခြင်း (KYC)',
    account: 'အကောင့်မှတ်တမ်း',
    profit: 'အမြတ်အရှုံး မှတ်တမ်း',
  },
  kyc: {
    intro: 'သင့်မှတ်ပုံတင်ကတ်၏ အရှေ့ဘက်၊ အနောက်ဘက်နှင့် ကတ်ကိုကိုင်ထားသော ဆယ်လ်ဖီပုံကို တင်ပေးပါ။ ငွေထုတ်ခြင်းမပြုမီ ကျွန်ုပ်တို့ စစ်ဆေးပါသည်။',
    rules: 'JPG၊ PNG သို့မဟုတ် WebP ပုံများ၊ တစ်ပုံလျှင် 5 MB အထိ။',
    statusLabel: 'အခြေအနေ',
    status: {
      none: 'မစစ်ဆေးရသေးပါ',
      pending: 'စစ်ဆေးနေဆဲ',
      approved: 'အတည်ပြုပြီး',
      rejected: 'ငြင်းပယ်ခံရသည်',
    },
    reason: 'အကြောင်းရင်း- {{reason}}',
    required: 'ဤဆိုက်တွင် ငွေမထုတ်မီ အထောက်အထား အတည်ပြုရန် လိုအပ်ပါသည်။',
    side: {
      front: 'မှတ်ပုံတင် အရှေ့ဘက်',
      back: 'မှတ်ပုံတင် အနောက်ဘက်',
      selfie: 'မှတ်ပုံတင်နှင့် ဆယ်လ်ဖီ',
    },
    missing: 'မတင်ရသေးပါ',
    uploadedAt: '{{time}} တွင် တင်ခဲ့သည်',
    choose: 'တင်မည်',
    replace: 'အစားထိုးမည်',
    uploading: 'တင်နေသည်…',
    uploaded: 'ပုံ တင်ပြီးပါပြီ',
    locked: 'သင့်အထောက်အထား အတည်ပြုပြီးပါပြီ- ပုံများကို ပြောင်းလဲ၍ မရတော့ပါ။',
  },
  accountRecords: {
    type: 'အမျိုးအစား',
    kind: {
      all: 'အားလုံး',
      deposit: 'ငွေသွင်း',
      withdraw: 'ငွေထုတ်',
      fee: 'ဝန်ဆောင်ခ',
      bet: 'လောင်းကြေး',
      payout: 'အနိုင်',
      bonus: 'ဘောနပ်စ်',
      commission: 'ကော်မရှင်',
    },
    balance: 'လက်ကျန် {{amount}}',
    moneyIn: 'ဝင်ငွေ',
    moneyOut: 'ထွက်ငွေ',
    count: 'မှတ်တမ်းများ',
    empty: 'မှတ်တမ်း မရှိသေးပါ',
    emptyFilter: 'ဤရှာဖွေမှုအတွက် မှတ်တမ်း မရှိပါ',
    more: 'ထပ်ပြရန်',
  },
  profitRecords: {
    gameType: 'ဂိမ်းအမျိုးအစား',
    allGames: 'ဂိမ်းအားလုံး',
    rounds: 'လောင်းကြိမ်',
    bet: 'လောင်းငွေ',
    payout: 'ပေးချေငွေ',
    profit: 'အမြတ် / အရှုံး',
    total: 'စုစုပေါင်း',
    empty: 'ပြီးဆုံးသော လောင်းကြေး မရှိသေးပါ',
    emptyFilter: 'ဤရှာဖွေမှုအတွက် ပြီးဆုံးသော လောင်းကြေး မရှိပါ',
    more: 'ထပ်ပြရန်',
  },
  errors: {
    'kyc.imageType': 'JPG၊ PNG သို့မဟုတ် WebP ပုံကို ရွေးပါ။',
    'kyc.imageSize': 'ဤပုံသည် ကြီးလွန်းပါသည်- 5 MB အထိသာ။',
    'kyc.state': 'ဤအဆင့်တွင် သင့်စစ်ဆေးမှုကို ပြောင်းလဲ၍ မရပါ။',
  },
};
export default my;
