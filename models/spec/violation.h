#pragma once

#include <QString>

#include <string>
#include <vector>

namespace trainyard::spec {

enum class Severity { Error, Warning };

// One broken rule. `path` names the field ("trainingInput.hyperparameters.params[2].maxValue"),
// `code` is stable across releases and languages ("hp.minNotBelowMax"), `text` is the English source
// of the message with %1, %2… markers for its values, translated by message().
struct Violation {
    std::string path;
    std::string code;
    Severity severity = Severity::Error;
    const char* text = "";
    std::vector<std::string> args;

    QString message() const; // in the UI language
    std::string englishMessage() const;
};

bool hasErrors(const std::vector<Violation>& violations);

// The translation context of every validation message (used by lupdate and message()).
inline constexpr const char* validationContext = "trainyard::spec::Validator";

} // namespace trainyard::spec
