"""Countries and the words for their people, for the offline judge.

"Nigeria", "Nigerian" and "Nigerians" name the same place: a statement saying a director is
"from Nigeria" is supported by a context calling him "a Nigerian-born filmmaker". Each lookup
takes a lemma key (``local_lexicon.lemma`` of a lower-case word) and gives the key of the
place, or None. General vocabulary, not tuned to any data set.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .local_lexicon import lemma

__all__ = ["place_of", "place_of_name", "places_around"]

# One place per entry: the country (or region) and the words that name it or its people.
_PLACES_TEXT = """
afghanistan afghan | albania albanian | algeria algerian | andorra andorran | angola angolan |
argentina argentine argentinian | armenia armenian | australia australian aussie |
austria austrian | azerbaijan azerbaijani | bahamas bahamian | bahrain bahraini |
bangladesh bangladeshi | barbados barbadian | belarus belarusian | belgium belgian |
belize belizean | benin beninese | bhutan bhutanese | bolivia bolivian | bosnia bosnian |
botswana botswanan | brazil brazilian | brunei bruneian | bulgaria bulgarian |
burkina burkinabe | burundi burundian | cambodia cambodian | cameroon cameroonian |
canada canadian | chad chadian | chile chilean | china chinese | colombia colombian |
congo congolese | croatia croatian | cuba cuban | cyprus cypriot | czechia czech |
denmark danish dane | djibouti djiboutian | dominica dominican | ecuador ecuadorian |
egypt egyptian | eritrea eritrean | estonia estonian | eswatini swazi | ethiopia ethiopian |
fiji fijian | finland finnish finn | france french frenchman frenchwoman | gabon gabonese |
gambia gambian | georgia georgian | germany german | ghana ghanaian | greece greek |
grenada grenadian | guatemala guatemalan | guinea guinean | guyana guyanese | haiti haitian |
honduras honduran | hungary hungarian | iceland icelandic icelander | india indian |
indonesia indonesian | iran iranian persian | iraq iraqi | ireland irish | israel israeli |
italy italian | jamaica jamaican | japan japanese | jordan jordanian | kazakhstan kazakh |
kenya kenyan | korea korean | kosovo kosovan kosovar | kuwait kuwaiti | kyrgyzstan kyrgyz |
laos laotian lao | latvia latvian | lebanon lebanese | lesotho basotho | liberia liberian |
libya libyan | liechtenstein | lithuania lithuanian | luxembourg luxembourgish |
madagascar malagasy | malawi malawian | malaysia malaysian | maldives maldivian |
mali malian | malta maltese | mauritania mauritanian | mauritius mauritian |
mexico mexican | moldova moldovan | monaco monegasque | mongolia mongolian |
montenegro montenegrin | morocco moroccan | mozambique mozambican | myanmar burmese burma |
namibia namibian | nepal nepali nepalese | netherlands dutch holland | zealand kiwi |
nicaragua nicaraguan | niger nigerien | nigeria nigerian | macedonia macedonian |
norway norwegian | oman omani | pakistan pakistani | palestine palestinian |
panama panamanian | paraguay paraguayan | peru peruvian | philippines filipino philippine |
poland polish pole | portugal portuguese | qatar qatari | romania romanian |
russia russian | rwanda rwandan | samoa samoan | senegal senegalese | serbia serbian serb |
seychelles seychellois | singapore singaporean | slovakia slovak slovakian |
slovenia slovenian slovene | somalia somali | spain spanish spaniard | sudan sudanese |
suriname surinamese | sweden swedish swede | switzerland swiss | syria syrian |
taiwan taiwanese | tajikistan tajik | tanzania tanzanian | thailand thai | togo togolese |
tonga tongan | tunisia tunisian | turkey turkish turk | turkmenistan turkmen |
uganda ugandan | ukraine ukrainian | uruguay uruguayan | uzbekistan uzbek |
venezuela venezuelan | vietnam vietnamese | yemen yemeni | zambia zambian |
zimbabwe zimbabwean | america american usa us | britain british uk briton |
england english englishman englishwoman | scotland scottish scots scot | wales welsh |
europe european | africa african | asia asian | arctic | antarctica antarctic |
catalonia catalan | bavaria bavarian | flanders flemish | brittany breton |
sicily sicilian | sardinia sardinian | corsica corsican | quebec quebecois |
texas texan | california californian
"""


def _places(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for entry in text.split("|"):
        words = entry.split()
        if not words:
            continue
        place = lemma(words[0])
        for word in words:
            found.setdefault(lemma(word), place)
    return found


_PLACE_OF: Mapping[str, str] = MappingProxyType(_places(_PLACES_TEXT))


def place_of(key: str) -> str | None:
    """The place a lemma key names or describes ("nigerian" → "nigeria"), or None; an
    acronym keeps its capitals in its key ("US", not the pronoun "us")."""
    return _PLACE_OF.get(key.lower() if key.isupper() else key)


# Countries written in two words, as the words of a name: the place they name.
_NAMES_TEXT = """
united kingdom: britain | great britain: britain | united states: america |
new zealand: zealand
"""


def _names(text: str) -> dict[tuple[str, ...], str]:
    found: dict[tuple[str, ...], str] = {}
    for entry in text.split("|"):
        if entry.strip():
            name, place = entry.split(":")
            found[tuple(lemma(w) for w in name.split())] = lemma(place.strip())
    return found


_PLACE_OF_NAME: Mapping[tuple[str, ...], str] = MappingProxyType(_names(_NAMES_TEXT))


def place_of_name(keys: tuple[str, ...]) -> str | None:
    """The place a name's lemma keys name: a one-word name as ``place_of`` reads it
    ("nigerian" → "nigeria"), a two-word one from a short list ("united kingdom" →
    "britain"), or None."""
    if len(keys) == 1:
        return place_of(keys[0])
    return _PLACE_OF_NAME.get(keys)


# Where well-known cities, regions and states lie: each entry is a place, a colon, and the
# places it lies within, nearest first ("london: england britain"). Names of two or more words
# are written with underscores. General knowledge, as an atlas gives it, not tuned to any
# data set; a name that is well known in two countries (Cambridge, Perth) is left out.
_WITHIN_TEXT = """
england: britain | scotland: britain | wales: britain |
london: england britain | manchester: england britain | liverpool: england britain |
birmingham: england britain | leeds: england britain | sheffield: england britain |
bristol: england britain | newcastle: england britain | nottingham: england britain |
leicester: england britain | oxford: england britain |
brighton: england britain | southampton: england britain | york: england britain |
oxfordshire: england britain | yorkshire: england britain | kent: england britain |
lancashire: england britain | surrey: england britain | essex: england britain |
westminster: london england britain |
edinburgh: scotland britain | glasgow: scotland britain | aberdeen: scotland britain |
dundee: scotland britain | cardiff: wales britain | swansea: wales britain |
belfast: britain | dublin: ireland | cork: ireland |
new_york_city: new_york america | los_angeles: california america |
san_francisco: california america | san_diego: california america |
chicago: illinois america | houston: texas america | dallas: texas america |
austin: texas america | philadelphia: pennsylvania america |
pittsburgh: pennsylvania america | boston: massachusetts america |
seattle: washington america | miami: florida america | atlanta: georgia america |
detroit: michigan america | denver: colorado america | phoenix: arizona america |
las_vegas: nevada america | nashville: tennessee america | memphis: tennessee america |
new_orleans: louisiana america | baltimore: maryland america | cleveland: ohio america |
minneapolis: minnesota america | portland: oregon america | brooklyn: new_york america |
manhattan: new_york america | hollywood: california america |
alabama: america | alaska: america | arizona: america | arkansas: america |
california: america | colorado: america | connecticut: america | delaware: america |
florida: america | hawaii: america | idaho: america | illinois: america |
indiana: america | iowa: america | kansas: america | kentucky: america | louisiana: america |
maine: america | maryland: america | massachusetts: america | michigan: america |
minnesota: america | mississippi: america | missouri: america | montana: america |
nebraska: america | nevada: america | new_hampshire: america | new_jersey: america |
new_mexico: america | new_york: america | north_carolina: america |
north_dakota: america | ohio: america | oklahoma: america | oregon: america |
pennsylvania: america | rhode_island: america | south_carolina: america |
south_dakota: america | tennessee: america | texas: america | utah: america |
vermont: america | virginia: america | west_virginia: america | wisconsin: america |
wyoming: america |
toronto: ontario canada | ottawa: ontario canada | montreal: quebec canada |
vancouver: british_columbia canada | calgary: alberta canada | ontario: canada |
quebec: canada | alberta: canada | british_columbia: canada |
sydney: new_south_wales australia | melbourne: victoria australia |
brisbane: queensland australia | adelaide: australia |
canberra: australia | new_south_wales: australia | queensland: australia |
auckland: zealand | wellington: zealand |
paris: france | lyon: france | marseille: france | toulouse: france | nice: france |
berlin: germany | munich: bavaria germany | hamburg: germany | frankfurt: germany |
cologne: germany | bavaria: germany | vienna: austria | zurich: switzerland |
geneva: switzerland | bern: switzerland | rome: italy | milan: italy | naples: italy |
turin: italy | florence: italy | venice: italy | sicily: italy | madrid: spain |
barcelona: catalonia spain | seville: spain | valencia: spain | catalonia: spain |
lisbon: portugal | porto: portugal | amsterdam: netherlands | rotterdam: netherlands |
brussels: belgium | antwerp: belgium | copenhagen: denmark | stockholm: sweden |
gothenburg: sweden | oslo: norway | helsinki: finland | reykjavik: iceland |
warsaw: poland | krakow: poland | prague: czechia | budapest: hungary |
bucharest: romania | sofia: bulgaria | athens: greece | istanbul: turkey |
ankara: turkey | moscow: russia | saint_petersburg: russia | kyiv: ukraine |
cairo: egypt | lagos: nigeria | nairobi: kenya | tokyo: japan | osaka: japan |
kyoto: japan | beijing: china |
shanghai: china | hong_kong: china | seoul: korea | mumbai: india | delhi: india |
new_delhi: india | bangalore: india | kolkata: india | chennai: india |
karachi: pakistan | lahore: pakistan | dhaka: bangladesh | bangkok: thailand |
jakarta: indonesia | manila: philippines |
kuala_lumpur: malaysia | tehran: iran | baghdad: iraq | jerusalem: israel |
tel_aviv: israel | mexico_city: mexico | havana: cuba |
buenos_aires: argentina | rio_de_janeiro: brazil | sao_paulo: brazil | lima: peru |
bogota: colombia | santiago: chile | caracas: venezuela
"""


def _within(text: str) -> dict[tuple[str, ...], frozenset[str]]:
    found: dict[tuple[str, ...], frozenset[str]] = {}
    for entry in text.split("|"):
        if not entry.strip():
            continue
        name, around = entry.split(":")
        keys = tuple(lemma(w) for w in name.strip().split("_"))
        found[keys] = frozenset(w for w in around.split())
    return found


_AROUND: Mapping[tuple[str, ...], frozenset[str]] = MappingProxyType(_within(_WITHIN_TEXT))


def places_around(keys: tuple[str, ...]) -> frozenset[str]:
    """The places a named city, region or state lies within, by its lemma keys ("london" →
    england, britain); the empty set for a name the atlas does not hold. Place keys are as
    ``place_of`` gives them, two-word ones joined by an underscore ("new_york")."""
    return _AROUND.get(keys, frozenset())
