// One language's dictionary of the KYC and records screens, key for key with English.
import type { RecordsDictionary } from '../../dictionary';

const th: RecordsDictionary = {
  recordLinks: {
    kyc: 'ยืนยันตัวตน (KYC)',
    account: 'บันทึกบัญชี',
    profit: 'บันทึกกำไรขาดทุน',
  },
  kyc: {
    intro: 'กรุณาอัปโหลดด้านหน้าและด้านหลังของบัตรประจำตัว และเซลฟีขณะถือบัตร เราจะตรวจสอบก่อนการถอนเงิน',
    rules: 'รูปภาพ JPG, PNG หรือ WebP ไม่เกิน 5 MB ต่อรูป',
    statusLabel: 'สถานะ',
    status: {
      none: 'ยังไม่ได้ยืนยัน',
      pending: 'กำลังตรวจสอบ',
      approved: 'ยืนยันแล้ว',
      rejected: 'ถูกปฏิเสธ',
    },
    reason: 'เหตุผล: {{reason}}',
    required: 'เว็บไซต์นี้ต้องยืนยันตัวตนก่อนการถอนเงิน',
    side: {
      front: 'บัตรด้านหน้า',
      back: 'บัตรด้านหลัง',
      selfie: 'เซลฟีพร้อมบัตร',
    },
    missing: 'ยังไม่ได้อัปโหลด',
    uploadedAt: 'อัปโหลดเมื่อ {{time}}',
    choose: 'อัปโหลด',
    replace: 'เปลี่ยนรูป',
    uploading: 'กำลังอัปโหลด…',
    uploaded: 'อัปโหลดรูปแล้ว',
    locked: 'ยืนยันตัวตนแล้ว: ไม่สามารถเปลี่ยนรูปได้อีก',
  },
  accountRecords: {
    type: 'ประเภท',
    kind: {
      all: 'ทั้งหมด',
      deposit: 'ฝากเงิน',
      withdraw: 'ถอนเงิน',
      fee: 'ค่าธรรมเนียม',
      bet: 'เดิมพัน',
      payout: 'ชนะ',
      bonus: 'โบนัส',
      commission: 'ค่าคอมมิชชัน',
    },
    balance: 'ยอดคงเหลือ {{amount}}',
    moneyIn: 'เงินเข้า',
    moneyOut: 'เงินออก',
    count: 'รายการ',
    empty: 'ยังไม่มีรายการ',
    emptyFilter: 'ไม่มีรายการสำหรับการค้นหานี้',
    more: 'แสดงเพิ่มเติม',
  },
  profitRecords: {
    gameType: 'ประเภทเกม',
    allGames: 'ทุกเกม',
    rounds: 'จำนวนเดิมพัน',
    bet: 'ยอดเดิมพัน',
    payout: 'เงินรางวัล',
    profit: 'กำไร / ขาดทุน',
    total: 'รวม',
    empty: 'ยังไม่มีเดิมพันที่ชำระแล้ว',
    emptyFilter: 'ไม่มีเดิมพันที่ชำระแล้วสำหรับการค้นหานี้',
    more: 'แสดงเพิ่มเติม',
  },
  errors: {
    'kyc.imageType': 'กรุณาเลือกรูปภาพ JPG, PNG หรือ WebP',
    'kyc.imageSize': 'รูปภาพใหญ่เกินไป: ไม่เกิน 5 MB',
    'kyc.state': 'ไม่สามารถเปลี่ยนแปลงการยืนยันตัวตนในขั้นตอนนี้ได้',
  },
};
export default th;
