#pragma once

#include <optional>
#include <string>

namespace trainyard::spec {

// Why a document could not be read, and where. `path` uses the same notation as validation
// ("trainingInput.hyperparameters.params[2].maxValue"); empty for errors at the top level.
// `line` and `column` are 1-based, 0 when the position is unknown.
struct DecodeError {
    std::string path;
    std::string message;
    int line = 0;
    int column = 0;

    // "config.yaml:12:5: trainingInput.workerCount: expected an integer"
    std::string toString(const std::string& fileName = {}) const;
};

template <typename T>
struct Decoded {
    std::optional<T> value;
    DecodeError error; // meaningful only when value is empty

    explicit operator bool() const { return value.has_value(); }
    const T& operator*() const { return *value; }
    const T* operator->() const { return &*value; }
};

} // namespace trainyard::spec
