#include "overrides.h"

#include "fields.h"

#include <vector>

namespace trainyard::spec {

namespace {

    template <Message T>
    void mergeMessage(T& base, const T& over);

    template <typename T>
    void mergeField(std::optional<T>& base, const std::optional<T>& over)
    {
        if (!over)
            return;
        if constexpr (Message<T>) {
            if (base) {
                mergeMessage(*base, *over);
                return;
            }
        }
        base = over;
    }

    template <Message T>
    void mergeMessage(T& base, const T& over)
    {
        // Walk both field lists in step: the same forEachField lists them, so the i-th field of `over`
        // has the type of the i-th field of `base`.
        std::vector<const void*> overPtrs;
        forEachField(over, [&](const char*, const auto& field) { overPtrs.push_back(&field); });
        std::size_t i = 0;
        forEachField(base, [&](const char*, auto& field) {
            using Field = std::remove_reference_t<decltype(field)>;
            mergeField(field, *static_cast<const Field*>(overPtrs[i++]));
        });
        if (over.unknown.is_object()) {
            if (!base.unknown.is_object())
                base.unknown = nlohmann::json::object();
            for (const auto& [key, value] : over.unknown.items())
                base.unknown[key] = value;
        }
    }

} // namespace

Job applyExplicitValues(Job file, const Job& explicitValues)
{
    mergeMessage(file, explicitValues);
    return file;
}

} // namespace trainyard::spec
