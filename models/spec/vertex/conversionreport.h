#pragma once

#include "spec/enum.h"
#include "spec/fieldpath.h"
#include "spec/violation.h"

#include <QtGlobal>

#include <string>
#include <utility>
#include <vector>

namespace trainyard::spec::vertex {

// Private to the conversion: collects what did not map as warnings. Paths name the field in the
// source document; the texts are translated through validationContext like every spec::Violation.
class ConversionReport {
public:
    static constexpr const char* noCounterpartCode = "convert.noCounterpart";

    void warn(std::string path, std::string code, const char* text, std::vector<std::string> args = {})
    {
        m_violations.push_back({ std::move(path), std::move(code), Severity::Warning, text, std::move(args) });
    }

    // The field exists in the source and nothing in the target can hold it.
    void noCounterpartInV1(std::string path, std::string field)
    {
        warn(std::move(path), noCounterpartCode,
            QT_TRANSLATE_NOOP("trainyard::spec::Validator", "%1 has no counterpart in an AI Platform Training v1 job and was left out."),
            { std::move(field) });
    }
    void noCounterpartInVertex(std::string path, std::string field)
    {
        warn(std::move(path), noCounterpartCode,
            QT_TRANSLATE_NOOP("trainyard::spec::Validator", "%1 has no counterpart in a Vertex AI job and was left out."),
            { std::move(field) });
    }

    // False, with a warning, for an enum value a newer server or file sent that this build cannot
    // map: the converted job leaves the field out rather than guess.
    template <typename E>
    bool recognized(const Enum<E>& value, std::string path)
    {
        if (value.isRecognized())
            return true;
        warn(std::move(path), "convert.unknownValue",
            QT_TRANSLATE_NOOP("trainyard::spec::Validator", "%1 is not a value this build knows; it was left out."),
            { std::string(value.wire()) });
        return false;
    }

    std::vector<Violation> take() { return std::move(m_violations); }

private:
    std::vector<Violation> m_violations;
};

} // namespace trainyard::spec::vertex
