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

__all__ = ["place_of", "place_of_name"]

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
