import { THAI_PROVINCES as PROVINCES } from '../../contract/thai-provinces.ts';

/**
 * Thai institutions whose students and staff get education prices: public and autonomous universities,
 * private universities, Rajabhat and Rajamangala universities, colleges (nursing, public health, private
 * colleges) and vocational colleges under OVEC. Names are the institutions' own English and Thai names;
 * `city` is the district (amphoe/khet) of the main campus, or the city where the district is not known.
 *
 * Customer ids follow the position in `schoolsData`: add new institutions at the end of `groups`'s last
 * list (or a new group after it), never in between, so that existing ids never change.
 */

type Province = keyof typeof PROVINCES;

export type SchoolKind = 'university' | 'rajabhat' | 'rajamangala' | 'private-university' | 'college' | 'vocational';

export interface SchoolSeed {
  customerId: string;
  company: { en: string; th: string };
  kind: SchoolKind;
  city: string;
  state: Province;
  /** ISO date the institution joined the education programme */
  creationDate: string;
}

type Row = readonly [en: string, th: string, city: string, state: Province];

/** The district that holds a province's seat (Ayutthaya's is named after the province, not "Mueang"). */
const seat = (province: Province) => (province === 'Phra Nakhon Si Ayutthaya' ? province : `Mueang ${province}`);

const universities: Row[] = [
  ['Chulalongkorn University', 'จุฬาลงกรณ์มหาวิทยาลัย', 'Pathum Wan', 'Bangkok'],
  ['Thammasat University', 'มหาวิทยาลัยธรรมศาสตร์', 'Phra Nakhon', 'Bangkok'],
  ['Mahidol University', 'มหาวิทยาลัยมหิดล', 'Phutthamonthon', 'Nakhon Pathom'],
  ['Kasetsart University', 'มหาวิทยาลัยเกษตรศาสตร์', 'Chatuchak', 'Bangkok'],
  ['Chiang Mai University', 'มหาวิทยาลัยเชียงใหม่', 'Mueang Chiang Mai', 'Chiang Mai'],
  ['Khon Kaen University', 'มหาวิทยาลัยขอนแก่น', 'Mueang Khon Kaen', 'Khon Kaen'],
  ['Prince of Songkla University', 'มหาวิทยาลัยสงขลานครินทร์', 'Hat Yai', 'Songkhla'],
  ["King Mongkut's University of Technology Thonburi", 'มหาวิทยาลัยเทคโนโลยีพระจอมเกล้าธนบุรี', 'Thung Khru', 'Bangkok'],
  ["King Mongkut's Institute of Technology Ladkrabang", 'สถาบันเทคโนโลยีพระจอมเกล้าเจ้าคุณทหารลาดกระบัง', 'Lat Krabang', 'Bangkok'],
  ["King Mongkut's University of Technology North Bangkok", 'มหาวิทยาลัยเทคโนโลยีพระจอมเกล้าพระนครเหนือ', 'Bang Sue', 'Bangkok'],
  ['Suranaree University of Technology', 'มหาวิทยาลัยเทคโนโลยีสุรนารี', 'Mueang Nakhon Ratchasima', 'Nakhon Ratchasima'],
  ['Walailak University', 'มหาวิทยาลัยวลัยลักษณ์', 'Tha Sala', 'Nakhon Si Thammarat'],
  ['Mae Fah Luang University', 'มหาวิทยาลัยแม่ฟ้าหลวง', 'Mueang Chiang Rai', 'Chiang Rai'],
  ['Burapha University', 'มหาวิทยาลัยบูรพา', 'Mueang Chon Buri', 'Chon Buri'],
  ['Srinakharinwirot University', 'มหาวิทยาลัยศรีนครินทรวิโรฒ', 'Watthana', 'Bangkok'],
  ['Silpakorn University', 'มหาวิทยาลัยศิลปากร', 'Phra Nakhon', 'Bangkok'],
  ['Naresuan University', 'มหาวิทยาลัยนเรศวร', 'Mueang Phitsanulok', 'Phitsanulok'],
  ['Ubon Ratchathani University', 'มหาวิทยาลัยอุบลราชธานี', 'Warin Chamrap', 'Ubon Ratchathani'],
  ['Mahasarakham University', 'มหาวิทยาลัยมหาสารคาม', 'Kantharawichai', 'Maha Sarakham'],
  ['Thaksin University', 'มหาวิทยาลัยทักษิณ', 'Mueang Songkhla', 'Songkhla'],
  ['Ramkhamhaeng University', 'มหาวิทยาลัยรามคำแหง', 'Bang Kapi', 'Bangkok'],
  ['Sukhothai Thammathirat Open University', 'มหาวิทยาลัยสุโขทัยธรรมาธิราช', 'Pak Kret', 'Nonthaburi'],
  ['University of Phayao', 'มหาวิทยาลัยพะเยา', 'Mueang Phayao', 'Phayao'],
  ['Maejo University', 'มหาวิทยาลัยแม่โจ้', 'San Sai', 'Chiang Mai'],
  ['Nakhon Phanom University', 'มหาวิทยาลัยนครพนม', 'Mueang Nakhon Phanom', 'Nakhon Phanom'],
  ['Princess of Naradhiwas University', 'มหาวิทยาลัยนราธิวาสราชนครินทร์', 'Mueang Narathiwat', 'Narathiwat'],
  ['Navamindradhiraj University', 'มหาวิทยาลัยนวมินทราธิราช', 'Dusit', 'Bangkok'],
  ['National Institute of Development Administration', 'สถาบันบัณฑิตพัฒนบริหารศาสตร์', 'Bang Kapi', 'Bangkok'],
  ['Kalasin University', 'มหาวิทยาลัยกาฬสินธุ์', 'Mueang Kalasin', 'Kalasin'],
  ['Mahamakut Buddhist University', 'มหาวิทยาลัยมหามกุฏราชวิทยาลัย', 'Phutthamonthon', 'Nakhon Pathom'],
  ['Mahachulalongkornrajavidyalaya University', 'มหาวิทยาลัยมหาจุฬาลงกรณราชวิทยาลัย', 'Wang Noi', 'Phra Nakhon Si Ayutthaya'],
  ['Pathumwan Institute of Technology', 'สถาบันเทคโนโลยีปทุมวัน', 'Pathum Wan', 'Bangkok'],
  ['Princess Galyani Vadhana Institute of Music', 'สถาบันดนตรีกัลยาณิวัฒนา', 'Phra Nakhon', 'Bangkok'],
  ['Bunditpatanasilpa Institute', 'สถาบันบัณฑิตพัฒนศิลป์', 'Phutthamonthon', 'Nakhon Pathom'],
  ['Asian Institute of Technology', 'สถาบันเทคโนโลยีแห่งเอเชีย', 'Khlong Luang', 'Pathum Thani'],
  ['Chitralada Technology Institute', 'สถาบันเทคโนโลยีจิตรลดา', 'Dusit', 'Bangkok'],
  ['Vidyasirimedhi Institute of Science and Technology', 'สถาบันวิทยสิริเมธี', 'Wang Chan', 'Rayong'],
  ['Praboromarajchanok Institute', 'สถาบันพระบรมราชชนก', 'Mueang Nonthaburi', 'Nonthaburi'],
];

const privateUniversities: Row[] = [
  ['Bangkok University', 'มหาวิทยาลัยกรุงเทพ', 'Khlong Luang', 'Pathum Thani'],
  ['Assumption University', 'มหาวิทยาลัยอัสสัมชัญ', 'Bang Sao Thong', 'Samut Prakan'],
  ['Rangsit University', 'มหาวิทยาลัยรังสิต', 'Mueang Pathum Thani', 'Pathum Thani'],
  ['Sripatum University', 'มหาวิทยาลัยศรีปทุม', 'Chatuchak', 'Bangkok'],
  ['University of the Thai Chamber of Commerce', 'มหาวิทยาลัยหอการค้าไทย', 'Din Daeng', 'Bangkok'],
  ['Siam University', 'มหาวิทยาลัยสยาม', 'Phasi Charoen', 'Bangkok'],
  ['Dhurakij Pundit University', 'มหาวิทยาลัยธุรกิจบัณฑิตย์', 'Lak Si', 'Bangkok'],
  ['Stamford International University', 'มหาวิทยาลัยนานาชาติแสตมฟอร์ด', 'Lat Krabang', 'Bangkok'],
  ['Mahanakorn University of Technology', 'มหาวิทยาลัยเทคโนโลยีมหานคร', 'Nong Chok', 'Bangkok'],
  ['Kasem Bundit University', 'มหาวิทยาลัยเกษมบัณฑิต', 'Suan Luang', 'Bangkok'],
  ['Krirk University', 'มหาวิทยาลัยเกริก', 'Bang Khen', 'Bangkok'],
  ["Saint John's University", 'มหาวิทยาลัยเซนต์จอห์น', 'Chatuchak', 'Bangkok'],
  ['Huachiew Chalermprakiet University', 'มหาวิทยาลัยหัวเฉียวเฉลิมพระเกียรติ', 'Bang Phli', 'Samut Prakan'],
  ['Christian University of Thailand', 'มหาวิทยาลัยคริสเตียน', 'Mueang Nakhon Pathom', 'Nakhon Pathom'],
  ['Payap University', 'มหาวิทยาลัยพายัพ', 'Mueang Chiang Mai', 'Chiang Mai'],
  ['North-Chiang Mai University', 'มหาวิทยาลัยนอร์ท-เชียงใหม่', 'Hang Dong', 'Chiang Mai'],
  ['The Far Eastern University', 'มหาวิทยาลัยฟาร์อีสเทอร์น', 'Mueang Chiang Mai', 'Chiang Mai'],
  ['Vongchavalitkul University', 'มหาวิทยาลัยวงษ์ชวลิตกุล', 'Mueang Nakhon Ratchasima', 'Nakhon Ratchasima'],
  ['North Eastern University', 'มหาวิทยาลัยภาคตะวันออกเฉียงเหนือ', 'Mueang Khon Kaen', 'Khon Kaen'],
  ['Hatyai University', 'มหาวิทยาลัยหาดใหญ่', 'Hat Yai', 'Songkhla'],
  ['Eastern Asia University', 'มหาวิทยาลัยอีสเทิร์นเอเชีย', 'Thanyaburi', 'Pathum Thani'],
  ['Southeast Asia University', 'มหาวิทยาลัยเอเชียอาคเนย์', 'Nong Khaem', 'Bangkok'],
  ['Thonburi University', 'มหาวิทยาลัยธนบุรี', 'Nong Khaem', 'Bangkok'],
  ['Shinawatra University', 'มหาวิทยาลัยชินวัตร', 'Sam Khok', 'Pathum Thani'],
  ['Bangkokthonburi University', 'มหาวิทยาลัยกรุงเทพธนบุรี', 'Thawi Watthana', 'Bangkok'],
  ['Pathumthani University', 'มหาวิทยาลัยปทุมธานี', 'Mueang Pathum Thani', 'Pathum Thani'],
  ['Chaopraya University', 'มหาวิทยาลัยเจ้าพระยา', 'Mueang Nakhon Sawan', 'Nakhon Sawan'],
  ['Nation University', 'มหาวิทยาลัยเนชั่น', 'Mueang Lampang', 'Lampang'],
  ['Yonok University', 'มหาวิทยาลัยโยนก', 'Mueang Lampang', 'Lampang'],
  ['Chalermkarnchana University', 'มหาวิทยาลัยเฉลิมกาญจนา', 'Mueang Si Sa Ket', 'Si Sa Ket'],
  ['Asia-Pacific International University', 'มหาวิทยาลัยนานาชาติเอเชีย-แปซิฟิก', 'Muak Lek', 'Saraburi'],
  ['Ratchathani University', 'มหาวิทยาลัยราชธานี', 'Mueang Ubon Ratchathani', 'Ubon Ratchathani'],
  ['Tapee University', 'มหาวิทยาลัยตาปี', 'Mueang Surat Thani', 'Surat Thani'],
  ['Phitsanulok University', 'มหาวิทยาลัยพิษณุโลก', 'Mueang Phitsanulok', 'Phitsanulok'],
  ['Fatoni University', 'มหาวิทยาลัยฟาฏอนี', 'Yarang', 'Pattani'],
  ['Webster University Thailand', 'มหาวิทยาลัยเว็บสเตอร์ (ประเทศไทย)', 'Cha-am', 'Phetchaburi'],
  ['CMKL University', 'มหาวิทยาลัยซีเอ็มเคแอล', 'Lat Krabang', 'Bangkok'],
  ['Thai-Nichi Institute of Technology', 'สถาบันเทคโนโลยีไทย-ญี่ปุ่น', 'Suan Luang', 'Bangkok'],
  ['Panyapiwat Institute of Management', 'สถาบันการจัดการปัญญาภิวัฒน์', 'Pak Kret', 'Nonthaburi'],
];

const rajabhatUniversities: Row[] = [
  ['Bansomdejchaopraya Rajabhat University', 'มหาวิทยาลัยราชภัฏบ้านสมเด็จเจ้าพระยา', 'Thon Buri', 'Bangkok'],
  ['Chandrakasem Rajabhat University', 'มหาวิทยาลัยราชภัฏจันทรเกษม', 'Chatuchak', 'Bangkok'],
  ['Dhonburi Rajabhat University', 'มหาวิทยาลัยราชภัฏธนบุรี', 'Thon Buri', 'Bangkok'],
  ['Phranakhon Rajabhat University', 'มหาวิทยาลัยราชภัฏพระนคร', 'Bang Khen', 'Bangkok'],
  ['Suan Dusit University', 'มหาวิทยาลัยสวนดุสิต', 'Dusit', 'Bangkok'],
  ['Suan Sunandha Rajabhat University', 'มหาวิทยาลัยราชภัฏสวนสุนันทา', 'Dusit', 'Bangkok'],
  ['Valaya Alongkorn Rajabhat University under the Royal Patronage', 'มหาวิทยาลัยราชภัฏวไลยอลงกรณ์ ในพระบรมราชูปถัมภ์', 'Khlong Luang', 'Pathum Thani'],
  ['Phranakhon Si Ayutthaya Rajabhat University', 'มหาวิทยาลัยราชภัฏพระนครศรีอยุธยา', 'Phra Nakhon Si Ayutthaya', 'Phra Nakhon Si Ayutthaya'],
  ['Thepsatri Rajabhat University', 'มหาวิทยาลัยราชภัฏเทพสตรี', 'Mueang Lop Buri', 'Lop Buri'],
  ['Nakhon Pathom Rajabhat University', 'มหาวิทยาลัยราชภัฏนครปฐม', 'Mueang Nakhon Pathom', 'Nakhon Pathom'],
  ['Muban Chombueng Rajabhat University', 'มหาวิทยาลัยราชภัฏหมู่บ้านจอมบึง', 'Chom Bueng', 'Ratchaburi'],
  ['Phetchaburi Rajabhat University', 'มหาวิทยาลัยราชภัฏเพชรบุรี', 'Mueang Phetchaburi', 'Phetchaburi'],
  ['Kanchanaburi Rajabhat University', 'มหาวิทยาลัยราชภัฏกาญจนบุรี', 'Mueang Kanchanaburi', 'Kanchanaburi'],
  ['Rambhai Barni Rajabhat University', 'มหาวิทยาลัยราชภัฏรำไพพรรณี', 'Mueang Chanthaburi', 'Chanthaburi'],
  ['Rajanagarindra Rajabhat University', 'มหาวิทยาลัยราชภัฏราชนครินทร์', 'Mueang Chachoengsao', 'Chachoengsao'],
  ['Nakhon Ratchasima Rajabhat University', 'มหาวิทยาลัยราชภัฏนครราชสีมา', 'Mueang Nakhon Ratchasima', 'Nakhon Ratchasima'],
  ['Buriram Rajabhat University', 'มหาวิทยาลัยราชภัฏบุรีรัมย์', 'Mueang Buri Ram', 'Buri Ram'],
  ['Surindra Rajabhat University', 'มหาวิทยาลัยราชภัฏสุรินทร์', 'Mueang Surin', 'Surin'],
  ['Sisaket Rajabhat University', 'มหาวิทยาลัยราชภัฏศรีสะเกษ', 'Mueang Si Sa Ket', 'Si Sa Ket'],
  ['Ubon Ratchathani Rajabhat University', 'มหาวิทยาลัยราชภัฏอุบลราชธานี', 'Mueang Ubon Ratchathani', 'Ubon Ratchathani'],
  ['Chaiyaphum Rajabhat University', 'มหาวิทยาลัยราชภัฏชัยภูมิ', 'Mueang Chaiyaphum', 'Chaiyaphum'],
  ['Khon Kaen Rajabhat University', 'มหาวิทยาลัยราชภัฏขอนแก่น', 'Mueang Khon Kaen', 'Khon Kaen'],
  ['Udon Thani Rajabhat University', 'มหาวิทยาลัยราชภัฏอุดรธานี', 'Mueang Udon Thani', 'Udon Thani'],
  ['Loei Rajabhat University', 'มหาวิทยาลัยราชภัฏเลย', 'Mueang Loei', 'Loei'],
  ['Sakon Nakhon Rajabhat University', 'มหาวิทยาลัยราชภัฏสกลนคร', 'Mueang Sakon Nakhon', 'Sakon Nakhon'],
  ['Rajabhat Maha Sarakham University', 'มหาวิทยาลัยราชภัฏมหาสารคาม', 'Mueang Maha Sarakham', 'Maha Sarakham'],
  ['Roi Et Rajabhat University', 'มหาวิทยาลัยราชภัฏร้อยเอ็ด', 'Selaphum', 'Roi Et'],
  ['Chiang Mai Rajabhat University', 'มหาวิทยาลัยราชภัฏเชียงใหม่', 'Mueang Chiang Mai', 'Chiang Mai'],
  ['Chiang Rai Rajabhat University', 'มหาวิทยาลัยราชภัฏเชียงราย', 'Mueang Chiang Rai', 'Chiang Rai'],
  ['Lampang Rajabhat University', 'มหาวิทยาลัยราชภัฏลำปาง', 'Mueang Lampang', 'Lampang'],
  ['Uttaradit Rajabhat University', 'มหาวิทยาลัยราชภัฏอุตรดิตถ์', 'Mueang Uttaradit', 'Uttaradit'],
  ['Pibulsongkram Rajabhat University', 'มหาวิทยาลัยราชภัฏพิบูลสงคราม', 'Mueang Phitsanulok', 'Phitsanulok'],
  ['Kamphaeng Phet Rajabhat University', 'มหาวิทยาลัยราชภัฏกำแพงเพชร', 'Mueang Kamphaeng Phet', 'Kamphaeng Phet'],
  ['Nakhon Sawan Rajabhat University', 'มหาวิทยาลัยราชภัฏนครสวรรค์', 'Mueang Nakhon Sawan', 'Nakhon Sawan'],
  ['Phetchabun Rajabhat University', 'มหาวิทยาลัยราชภัฏเพชรบูรณ์', 'Mueang Phetchabun', 'Phetchabun'],
  ['Nakhon Si Thammarat Rajabhat University', 'มหาวิทยาลัยราชภัฏนครศรีธรรมราช', 'Mueang Nakhon Si Thammarat', 'Nakhon Si Thammarat'],
  ['Suratthani Rajabhat University', 'มหาวิทยาลัยราชภัฏสุราษฎร์ธานี', 'Mueang Surat Thani', 'Surat Thani'],
  ['Phuket Rajabhat University', 'มหาวิทยาลัยราชภัฏภูเก็ต', 'Mueang Phuket', 'Phuket'],
  ['Songkhla Rajabhat University', 'มหาวิทยาลัยราชภัฏสงขลา', 'Mueang Songkhla', 'Songkhla'],
  ['Yala Rajabhat University', 'มหาวิทยาลัยราชภัฏยะลา', 'Mueang Yala', 'Yala'],
];

const rajamangalaUniversities: Row[] = [
  ['Rajamangala University of Technology Thanyaburi', 'มหาวิทยาลัยเทคโนโลยีราชมงคลธัญบุรี', 'Thanyaburi', 'Pathum Thani'],
  ['Rajamangala University of Technology Krungthep', 'มหาวิทยาลัยเทคโนโลยีราชมงคลกรุงเทพ', 'Sathon', 'Bangkok'],
  ['Rajamangala University of Technology Phra Nakhon', 'มหาวิทยาลัยเทคโนโลยีราชมงคลพระนคร', 'Bang Sue', 'Bangkok'],
  ['Rajamangala University of Technology Tawan-ok', 'มหาวิทยาลัยเทคโนโลยีราชมงคลตะวันออก', 'Si Racha', 'Chon Buri'],
  ['Rajamangala University of Technology Rattanakosin', 'มหาวิทยาลัยเทคโนโลยีราชมงคลรัตนโกสินทร์', 'Phutthamonthon', 'Nakhon Pathom'],
  ['Rajamangala University of Technology Suvarnabhumi', 'มหาวิทยาลัยเทคโนโลยีราชมงคลสุวรรณภูมิ', 'Phra Nakhon Si Ayutthaya', 'Phra Nakhon Si Ayutthaya'],
  ['Rajamangala University of Technology Isan', 'มหาวิทยาลัยเทคโนโลยีราชมงคลอีสาน', 'Mueang Nakhon Ratchasima', 'Nakhon Ratchasima'],
  ['Rajamangala University of Technology Lanna', 'มหาวิทยาลัยเทคโนโลยีราชมงคลล้านนา', 'Mueang Chiang Mai', 'Chiang Mai'],
  ['Rajamangala University of Technology Srivijaya', 'มหาวิทยาลัยเทคโนโลยีราชมงคลศรีวิชัย', 'Mueang Songkhla', 'Songkhla'],
];

/** Boromarajonani nursing colleges: [English suffix, Thai suffix, province]. */
const boromarajonaniNursing: readonly [string, string, Province][] = [
  ['Nonthaburi', 'นนทบุรี', 'Nonthaburi'],
  ['Chai Nat', 'ชัยนาท', 'Chai Nat'],
  ['Suphanburi', 'สุพรรณบุรี', 'Suphan Buri'],
  ['Ratchaburi', 'ราชบุรี', 'Ratchaburi'],
  ['Saraburi', 'สระบุรี', 'Saraburi'],
  ['Chonburi', 'ชลบุรี', 'Chon Buri'],
  ['Nakhon Ratchasima', 'นครราชสีมา', 'Nakhon Ratchasima'],
  ['Khon Kaen', 'ขอนแก่น', 'Khon Kaen'],
  ['Udon Thani', 'อุดรธานี', 'Udon Thani'],
  ['Sanpasitthiprasong', 'สรรพสิทธิประสงค์', 'Ubon Ratchathani'],
  ['Surin', 'สุรินทร์', 'Surin'],
  ['Chiang Mai', 'เชียงใหม่', 'Chiang Mai'],
  ['Nakhon Lampang', 'นครลำปาง', 'Lampang'],
  ['Phrae', 'แพร่', 'Phrae'],
  ['Phayao', 'พะเยา', 'Phayao'],
  ['Buddhachinaraj', 'พุทธชินราช', 'Phitsanulok'],
  ['Uttaradit', 'อุตรดิตถ์', 'Uttaradit'],
  ['Sawanpracharak Nakhonsawan', 'สวรรค์ประชารักษ์ นครสวรรค์', 'Nakhon Sawan'],
  ['Trang', 'ตรัง', 'Trang'],
  ['Songkhla', 'สงขลา', 'Songkhla'],
  ['Surat Thani', 'สุราษฎร์ธานี', 'Surat Thani'],
  ['Nakhon Si Thammarat', 'นครศรีธรรมราช', 'Nakhon Si Thammarat'],
  ['Yala', 'ยะลา', 'Yala'],
];

/** Sirindhorn colleges of public health, named after their provinces. */
const sirindhornPublicHealth: Province[] = ['Khon Kaen', 'Chon Buri', 'Phitsanulok', 'Suphan Buri', 'Yala', 'Trang', 'Ubon Ratchathani'];

const colleges: Row[] = [
  ['Chulabhorn Royal Academy', 'ราชวิทยาลัยจุฬาภรณ์', 'Lak Si', 'Bangkok'],
  ['Srisavarindhira Thai Red Cross Institute of Nursing', 'สถาบันการพยาบาลศรีสวรินทิรา สภากาชาดไทย', 'Pathum Wan', 'Bangkok'],
  ['Royal Thai Army Nursing College', 'วิทยาลัยพยาบาลกองทัพบก', 'Ratchathewi', 'Bangkok'],
  ['Royal Thai Navy College of Nursing', 'วิทยาลัยพยาบาลกองทัพเรือ', 'Thon Buri', 'Bangkok'],
  ['Royal Thai Air Force Nursing College', 'วิทยาลัยพยาบาลทหารอากาศ', 'Sai Mai', 'Bangkok'],
  ['Police Nursing College', 'วิทยาลัยพยาบาลตำรวจ', 'Pathum Wan', 'Bangkok'],
  ['Civil Aviation Training Center', 'สถาบันการบินพลเรือน', 'Chatuchak', 'Bangkok'],
  ['Boromarajonani College of Nursing, Nopparat Vajira', 'วิทยาลัยพยาบาลบรมราชชนนี นพรัตน์วชิระ', 'Khan Na Yao', 'Bangkok'],
  ...boromarajonaniNursing.map(([en, th, province]): Row => [`Boromarajonani College of Nursing, ${en}`, `วิทยาลัยพยาบาลบรมราชชนนี ${th}`, seat(province), province]),
  ['Phrapokklao Nursing College, Chanthaburi', 'วิทยาลัยพยาบาลพระปกเกล้า จันทบุรี', 'Mueang Chanthaburi', 'Chanthaburi'],
  ['Prachomklao College of Nursing, Phetchaburi', 'วิทยาลัยพยาบาลพระจอมเกล้า จังหวัดเพชรบุรี', 'Mueang Phetchaburi', 'Phetchaburi'],
  ...sirindhornPublicHealth.map((p): Row => [`Sirindhorn College of Public Health, ${p}`, `วิทยาลัยการสาธารณสุขสิรินธร จังหวัด${PROVINCES[p]}`, seat(p), p]),
  ['Saint Louis College', 'วิทยาลัยเซนต์หลุยส์', 'Sathon', 'Bangkok'],
  ['Dusit Thani College', 'วิทยาลัยดุสิตธานี', 'Prawet', 'Bangkok'],
  ['Siam Technology College', 'วิทยาลัยเทคโนโลยีสยาม', 'Bangkok', 'Bangkok'],
  ['St Theresa International College', 'วิทยาลัยนานาชาติเซนต์เทเรซา', 'Ongkharak', 'Nakhon Nayok'],
  ['Saengtham College', 'วิทยาลัยแสงธรรม', 'Sam Phran', 'Nakhon Pathom'],
  ['Chiang Rai College', 'วิทยาลัยเชียงราย', 'Mueang Chiang Rai', 'Chiang Rai'],
  ['Nakhon Ratchasima College', 'วิทยาลัยนครราชสีมา', 'Mueang Nakhon Ratchasima', 'Nakhon Ratchasima'],
  ['Lampang Inter-Tech College', 'วิทยาลัยอินเตอร์เทคลำปาง', 'Mueang Lampang', 'Lampang'],
  ['Southern College of Technology', 'วิทยาลัยเทคโนโลยีภาคใต้', 'Mueang Nakhon Si Thammarat', 'Nakhon Si Thammarat'],
  ['Phanomwan College of Technology', 'วิทยาลัยเทคโนโลยีพนมวันท์', 'Mueang Nakhon Ratchasima', 'Nakhon Ratchasima'],
  ['Santapol College', 'วิทยาลัยสันตพล', 'Mueang Udon Thani', 'Udon Thani'],
  ['Chalermkarnchana Rayong College', 'วิทยาลัยเฉลิมกาญจนาระยอง', 'Mueang Rayong', 'Rayong'],
];

/** Provinces whose OVEC technical college is named after the province (วิทยาลัยเทคนิค + province). */
const technicalCollegeProvinces: Province[] = [
  'Samut Prakan', 'Nonthaburi', 'Pathum Thani', 'Phra Nakhon Si Ayutthaya', 'Ang Thong', 'Lop Buri', 'Sing Buri', 'Chai Nat',
  'Saraburi', 'Chon Buri', 'Rayong', 'Chanthaburi', 'Trat', 'Chachoengsao', 'Prachin Buri', 'Nakhon Nayok', 'Sa Kaeo',
  'Nakhon Ratchasima', 'Buri Ram', 'Surin', 'Si Sa Ket', 'Ubon Ratchathani', 'Yasothon', 'Chaiyaphum', 'Amnat Charoen',
  'Khon Kaen', 'Udon Thani', 'Loei', 'Nong Khai', 'Maha Sarakham', 'Roi Et', 'Kalasin', 'Sakon Nakhon', 'Nakhon Phanom',
  'Chiang Mai', 'Lamphun', 'Lampang', 'Uttaradit', 'Phrae', 'Nan', 'Phayao', 'Chiang Rai', 'Nakhon Sawan',
  'Kamphaeng Phet', 'Tak', 'Sukhothai', 'Phitsanulok', 'Phichit', 'Phetchabun', 'Ratchaburi', 'Kanchanaburi',
  'Suphan Buri', 'Nakhon Pathom', 'Samut Sakhon', 'Samut Songkhram', 'Phetchaburi', 'Prachuap Khiri Khan',
  'Nakhon Si Thammarat', 'Krabi', 'Phang Nga', 'Phuket', 'Surat Thani', 'Songkhla', 'Satun', 'Trang', 'Phatthalung',
  'Pattani', 'Yala',
];

/** Provinces whose OVEC vocational college is named after the province (วิทยาลัยอาชีวศึกษา + province). */
const vocationalCollegeProvinces: Province[] = [
  'Chiang Mai', 'Chiang Rai', 'Lampang', 'Phrae', 'Uttaradit', 'Sukhothai', 'Phitsanulok', 'Nakhon Sawan', 'Phetchabun',
  'Khon Kaen', 'Udon Thani', 'Ubon Ratchathani', 'Nakhon Ratchasima', 'Roi Et', 'Maha Sarakham', 'Kalasin', 'Sakon Nakhon',
  'Si Sa Ket', 'Surin', 'Chon Buri', 'Chachoengsao', 'Nakhon Pathom', 'Suphan Buri', 'Kanchanaburi', 'Phetchaburi',
  'Phra Nakhon Si Ayutthaya', 'Surat Thani', 'Nakhon Si Thammarat', 'Songkhla', 'Phuket', 'Pattani', 'Yala',
];

const vocational: Row[] = [
  ...technicalCollegeProvinces.map((p): Row => [`${p} Technical College`, `วิทยาลัยเทคนิค${PROVINCES[p]}`, seat(p), p]),
  ['Don Mueang Technical College', 'วิทยาลัยเทคนิคดอนเมือง', 'Don Mueang', 'Bangkok'],
  ['Min Buri Technical College', 'วิทยาลัยเทคนิคมีนบุรี', 'Min Buri', 'Bangkok'],
  ['Hat Yai Technical College', 'วิทยาลัยเทคนิคหาดใหญ่', 'Hat Yai', 'Songkhla'],
  ['Sattahip Technical College', 'วิทยาลัยเทคนิคสัตหีบ', 'Sattahip', 'Chon Buri'],
  ...vocationalCollegeProvinces.map((p): Row => [`${p} Vocational College`, `วิทยาลัยอาชีวศึกษา${PROVINCES[p]}`, seat(p), p]),
  ['Thonburi Vocational College', 'วิทยาลัยอาชีวศึกษาธนบุรี', 'Bangkok', 'Bangkok'],
  ['Saowapha Vocational College', 'วิทยาลัยอาชีวศึกษาเสาวภา', 'Bangkok', 'Bangkok'],
  ['Bangna Commercial College', 'วิทยาลัยพณิชยการบางนา', 'Bang Na', 'Bangkok'],
  ['Chetupon Commercial College', 'วิทยาลัยพณิชยการเชตุพน', 'Bangkok', 'Bangkok'],
  ['Chiang Mai Polytechnic College', 'วิทยาลัยสารพัดช่างเชียงใหม่', 'Mueang Chiang Mai', 'Chiang Mai'],
  ['Trang Polytechnic College', 'วิทยาลัยสารพัดช่างตรัง', 'Mueang Trang', 'Trang'],
];

const groups: [SchoolKind, Row[]][] = [
  ['university', universities],
  ['private-university', privateUniversities],
  ['rajabhat', rajabhatUniversities],
  ['rajamangala', rajamangalaUniversities],
  ['college', colleges],
  ['vocational', vocational],
];

const DAY_MS = 86_400_000;
const PROGRAMME_START = Date.UTC(2015, 0, 5);

/** Universities joined first (2015), vocational colleges last (2025): about one institution every 13 days. */
const joinedOn = (index: number) => new Date(PROGRAMME_START + (index * 13 + ((index * 7) % 5)) * DAY_MS).toISOString().slice(0, 10);

export const schoolsData: SchoolSeed[] = groups
  .flatMap(([kind, rows]) => rows.map((row) => ({ kind, row })))
  .map(({ kind, row: [en, th, city, state] }, index) => ({
    customerId: `EDU-TH-${String(index + 1).padStart(4, '0')}`,
    company: { en, th },
    kind,
    city,
    state,
    creationDate: joinedOn(index),
  }));
