import type { SearchDictionary } from '../../dictionary';

const th: SearchDictionary = {
  search: {
    noResult: 'ไม่พบเกมที่ตรงกับ “{{text}}”',
    found_one: 'พบ {{total}} เกม',
    found_other: 'พบ {{total}} เกม',
    foundCapped: 'พบ {{total}}+ เกม',
    capNote: 'แสดงเฉพาะ {{total}} รายการที่ตรงที่สุด พิมพ์ชื่อเพิ่มเพื่อจำกัดการค้นหา',
  },
};
export default th;
